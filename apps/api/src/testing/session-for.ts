import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { createSession } from '../modules/sessions';

/** A live session of the seeded user with this e-mail, without the sign-in steps (tested elsewhere). */
export async function sessionFor(db: Db, email: string) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!user) {
    throw new Error(`no user ${email}`);
  }
  return { user, token: (await createSession(db, user.id)).token };
}
