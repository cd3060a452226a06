import { getLogo } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import { implement } from '../../http/implement.ts';

export const systemRoutes = [
  implement(getLogo, async ({ deps }) => {
    const [row] = await deps.db.select().from(settings).where(eq(settings.key, 'logo')).limit(1);
    const imageUrl = typeof row?.value === 'string' ? row.value : null;
    return { status: true, img: { imageUrl } };
  }),
];
