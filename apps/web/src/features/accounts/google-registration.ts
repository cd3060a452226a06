/** What the login page hands to /register?Glogin=true after Google sign-in of an unknown user. */
export interface GoogleRegistration {
  tokenId: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

const KEY = 'googleRegistration';

export function keepGoogleRegistration(value: GoogleRegistration): void {
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

export function readGoogleRegistration(): GoogleRegistration | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<GoogleRegistration> | null;
    return value && typeof value.tokenId === 'string' && typeof value.email === 'string'
      ? (value as GoogleRegistration)
      : null;
  } catch {
    return null;
  }
}

export const forgetGoogleRegistration = () => sessionStorage.removeItem(KEY);
