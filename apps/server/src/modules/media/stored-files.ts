import type { AppDeps } from '../../deps.ts';
import type { UrlFor } from './presenter.ts';

// Adapter over the platform's storage; filled in when the shared upload primitive lands.
export async function storedExists(_deps: AppDeps, _key: string): Promise<boolean> {
  return true;
}
export async function removeStored(_deps: AppDeps, _key: string): Promise<void> {}
export async function copyStored(_deps: AppDeps, _from: string, _to: string): Promise<void> {}
export const publicUrl = (_deps: AppDeps, key: string): string => `/api/files/${key}`;
export const fileUrlFor =
  (_deps: AppDeps): UrlFor =>
  (key) =>
    `/api/files/${key}`;
