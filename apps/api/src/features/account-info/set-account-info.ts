import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { matchLocale } from '@skyparcel/domain/locale';
import {
  EMAIL_CHANGE_MAX_SENDS_PER_HOUR,
  EMAIL_CHANGE_TTL_HOURS,
  formatDateOfBirth,
  type SetAccountInfoBody,
} from '@skyparcel/domain/profile';
import { translate } from '@skyparcel/i18n';
import { recordAudit } from '../../modules/audit';
import { type Mailer, renderMail } from '../../modules/mail';
import {
  createEmailToken,
  hasEmailTokenSendsLeft,
  isEmailTaken,
  lockUserById,
  type UserRow,
  updateUser,
} from '../../modules/users';

export type SetAccountInfoDeps = { db: Db; mailer: Pick<Mailer, 'send'>; publicUrl: string };

/**
 * PUT /UserProfile/set-account-info (issue 14, decision 047): names, date of birth, language and
 * registered country are saved at once. A new e-mail is not: it waits in `pendingEmail` while a
 * link goes to it (at most EMAIL_CHANGE_MAX_SENDS_PER_HOUR an hour) and the old address is told,
 * so a session left open cannot move the account quietly. Saving the current e-mail again drops
 * a change still waiting. Audited with the names of the fields changed.
 */
export async function setAccountInfo(
  { db, mailer, publicUrl }: SetAccountInfoDeps,
  caller: { id: string; actingAdminId: string | null },
  body: SetAccountInfoBody,
): Promise<{ user: UserRow; isEmailChangePending: boolean }> {
  const saved = await db.transaction(async (tx) => {
    const before = await lockUserById(tx, caller.id);
    if (!before) {
      throw new AppError('USER_NOT_FOUND');
    }
    const isEmailChange = body.email !== before.email;
    // A new address is typed twice; the same one may come back without its twin (GET's shape).
    if (isEmailChange && body.confirmEmail === undefined) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { confirmEmail: 'validation.emailsDoNotMatch' },
      });
    }
    if (isEmailChange && (await isEmailTaken(tx, body.email))) {
      throw new AppError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });
    }
    if (
      isEmailChange &&
      !(await hasEmailTokenSendsLeft(
        tx,
        before.id,
        'change_email',
        EMAIL_CHANGE_MAX_SENDS_PER_HOUR,
      ))
    ) {
      throw new AppError('TOO_MANY_REQUESTS');
    }
    const user = await updateUser(tx, before.id, {
      firstName: body.firstName,
      middleName: body.middleName || null,
      lastName: body.lastName,
      // Null leaves what is stored (GET answers null when nothing is).
      dateOfBirth: body.dateOfBirth ? formatDateOfBirth(body.dateOfBirth) : before.dateOfBirth,
      preferredLocale: body.languageCode,
      registeredCountryCode: body.registeredCountryCode ?? before.registeredCountryCode,
      pendingEmail: isEmailChange ? body.email : null,
    });
    if (!user) {
      throw new AppError('USER_NOT_FOUND');
    }
    const token = isEmailChange
      ? await createEmailToken(tx, before.id, 'change_email', EMAIL_CHANGE_TTL_HOURS)
      : undefined;
    const fields = (
      [
        'firstName',
        'middleName',
        'lastName',
        'dateOfBirth',
        'preferredLocale',
        'registeredCountryCode',
      ] as const
    ).filter((field) => before[field] !== user[field]);
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'user.set-account-info',
      subject: before.id,
      detail: { fields, ...(isEmailChange ? { emailChangeRequestedTo: body.email } : {}) },
    });
    return { user, token, oldEmail: before.email };
  });

  if (saved.token) {
    await sendEmailChangeMails({ mailer, publicUrl }, saved.user, saved.oldEmail, saved.token);
  }
  return { user: saved.user, isEmailChangePending: saved.token !== undefined };
}

/** The link to the new address, and word to the old one that a change was asked for. */
async function sendEmailChangeMails(
  { mailer, publicUrl }: Omit<SetAccountInfoDeps, 'db'>,
  user: UserRow,
  oldEmail: string,
  token: string,
) {
  const locale = matchLocale(user.preferredLocale) ?? 'en-US';
  const newEmail = user.pendingEmail ?? '';
  const t = (key: string) =>
    translate(locale, key, {
      name: user.firstName,
      email: newEmail,
      hours: String(EMAIL_CHANGE_TTL_HOURS),
    });
  const link = `${publicUrl}/profile?emailChangeToken=${encodeURIComponent(token)}&lang=${locale}`;
  await mailer.send({
    to: newEmail,
    ...renderMail({
      locale,
      subject: t('mail.emailChange.subject'),
      heading: t('mail.emailChange.heading'),
      paragraphs: [`${t('mail.emailChange.intro')}\n${link}`, t('mail.emailChange.ignore')],
    }),
  });
  await mailer.send({
    to: oldEmail,
    ...renderMail({
      locale,
      subject: t('mail.emailChangeNotice.subject'),
      heading: t('mail.emailChangeNotice.heading'),
      paragraphs: [t('mail.emailChangeNotice.body'), t('mail.emailChangeNotice.help')],
    }),
  });
}
