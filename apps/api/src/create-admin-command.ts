import { parseArgs } from 'node:util';
import { InviteUserBodySchema } from '@skyparcel/domain/accounts';
import { LOCALES, type Locale } from '@skyparcel/domain/locale';
import { translate } from '@skyparcel/i18n';
import {
  type Invitation,
  type InviteUserDeps,
  inviteUser,
} from './features/user-management/invite-user';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email <address> [--first-name <name>] [--last-name <name>] [--locale ${LOCALES.join('|')}]`;

export class CommandLineError extends Error {
  override readonly name = 'CommandLineError';
}

export type CreateAdminArgs = {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
};

/** `--email` is required; the names default to a placeholder the admin's colleagues can read. */
export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Portal' },
        'last-name': { type: 'string', default: 'Administrator' },
        locale: { type: 'string', default: 'en-US' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CommandLineError(
      `${error instanceof Error ? error.message : error}\n${CREATE_ADMIN_USAGE}`,
    );
  }
  const { email, locale } = values;
  if (typeof email !== 'string' || email === '') {
    throw new CommandLineError(`--email is required\n${CREATE_ADMIN_USAGE}`);
  }
  const knownLocale = LOCALES.find((known) => known === locale);
  if (!knownLocale) {
    throw new CommandLineError(`--locale must be one of ${LOCALES.join(', ')}`);
  }
  return {
    email,
    firstName: String(values['first-name']),
    lastName: String(values['last-name']),
    locale: knownLocale,
  };
}

/**
 * The first ADMIN of a production install (ADR 020): the admin console's own invitation, made
 * with the ADMIN role and no actor, so there is no seeded admin whose password the README shows.
 * Answers the one-time set-password link the command prints (it is e-mailed too).
 */
export async function createAdmin(
  deps: InviteUserDeps,
  args: CreateAdminArgs,
): Promise<Invitation> {
  const body = InviteUserBodySchema.safeParse({
    email: args.email,
    firstName: args.firstName,
    lastName: args.lastName,
    role: 'ADMIN',
  });
  if (!body.success) {
    const problems = body.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${translate('en-US', issue.message)}`,
    );
    throw new CommandLineError(`Invalid invitation:\n${problems.join('\n')}`);
  }
  return inviteUser(deps, null, body.data, args.locale);
}
