import { getLogo } from '@kaksha/contracts/system';
import { implement } from '../../http/implement.ts';
import { currentLogo } from '../media/index.ts';

export const systemRoutes = [
  implement(getLogo, async ({ deps }) => ({ status: true, img: { imageUrl: await currentLogo(deps) } })),
];
