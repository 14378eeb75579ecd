import { schema } from '@skyparcel/db';
import { ENQUIRY_TYPE_CODES } from '@skyparcel/domain/contact-us';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { startSmtpSink } from '../../testing/smtp-sink';
import { waitUntil } from '../../testing/wait-until';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ SUPPORT_EMAIL: 'support@skyparcel.test' });
});
afterAll(async () => ctx.close());

const generalQuestion = {
  form: 'general',
  enquiryType: 'delayed_package',
  countryCode: 'KW',
  firstName: 'Åse',
  lastName: 'Øvrebø',
  email: ' Ase@Example.com ',
  packageLockerNumber: 'SP-100234',
  message: 'My parcel from New York has not moved for five days.',
};

function submit(body: unknown, lang = 'en-US') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Contactus?lang=${lang}`,
    payload: body as object,
  });
}

describe('POST /api/Contactus/enquiryTypes', () => {
  test('lists the eleven enquiry types of the spec in order, in the caller language', async () => {
    const english = (
      await ctx.app.inject({ method: 'POST', url: '/api/Contactus/enquiryTypes' })
    ).json();
    expect(english.map((type: { code: string }) => type.code)).toEqual([...ENQUIRY_TYPE_CODES]);
    expect(english[0].label).toBe('General enquiry');
    const french = (
      await ctx.app.inject({ method: 'POST', url: '/api/Contactus/enquiryTypes?lang=fr' })
    ).json();
    expect(french[0].label).not.toBe('General enquiry');
  });
});

describe('GET /api/Contactus/countries and /languages', () => {
  test('countries carry the phone label such as +965 KW', async () => {
    const countries = (
      await ctx.app.inject({ method: 'GET', url: '/api/Contactus/countries' })
    ).json();
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toContainEqual(
      expect.objectContaining({ code: 'KW', phoneLabel: '+965 KW', dialCode: '+965' }),
    );
  });

  test("countries are named and ordered in the caller's language, the English name kept", async () => {
    const french = (
      await ctx.app.inject({ method: 'GET', url: '/api/Contactus/countries?lang=fr' })
    ).json();
    const germany = french.find((country: { code: string }) => country.code === 'DE');
    expect(germany).toMatchObject({ name: 'Germany', localName: 'Allemagne' });
    const names = french.map((country: { localName: string }) => country.localName);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));

    const arabic = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/shipping/countries',
        headers: { 'accept-language': 'ar-AE' },
      })
    ).json();
    expect(arabic.find((country: { code: string }) => country.code === 'KW')).toMatchObject({
      name: 'Kuwait',
      localName: 'الكويت',
    });
  });

  test('languages are the four supported, each named in itself', async () => {
    const languages = (
      await ctx.app.inject({ method: 'GET', url: '/api/Contactus/languages' })
    ).json();
    expect(languages).toEqual([
      { languageCode: 'en-US', display: 'English' },
      { languageCode: 'no', display: 'Norsk' },
      { languageCode: 'fr', display: 'Français' },
      { languageCode: 'ar-AE', display: 'العربية' },
    ]);
  });
});

describe('POST /api/Contactus', () => {
  test('stores the enquiry and e-mails it to the support address', async () => {
    const response = await submit(generalQuestion);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const stored = await ctx.db.select().from(schema.contactEnquiries);
    expect(stored).toContainEqual(
      expect.objectContaining({
        id,
        email: 'ase@example.com',
        firstName: 'Åse',
        packageLockerNumber: 'SP-100234',
      }),
    );
    const mailbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=support@skyparcel.test' })
    ).json();
    expect(mailbox[0].subject).toBe('General question from Åse Øvrebø');
    expect(mailbox[0].text).toContain('My parcel from New York has not moved for five days.');
    expect(mailbox[0].text).toContain(id);
  });

  test('answers 400 with every missing field as validation.required', async () => {
    const response = await submit({ form: 'general', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: {
        firstName: 'validation.required',
        lastName: 'validation.required',
        email: 'validation.email',
        message: 'validation.required',
        countryCode: 'validation.required',
      },
    });
  });

  test('a loss claim needs the tracking number', async () => {
    const response = await submit({
      ...generalQuestion,
      form: 'loss_claim',
      trackingNumber: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ trackingNumber: 'validation.required' });
  });

  test('nothing is stored when the enquiry is refused', async () => {
    const before = (await ctx.db.select().from(schema.contactEnquiries)).length;
    await submit({ ...generalQuestion, firstName: '' });
    expect((await ctx.db.select().from(schema.contactEnquiries)).length).toBe(before);
  });

  test('an unknown enquiry type is refused', async () => {
    const response = await submit({ ...generalQuestion, enquiryType: 'free_shipping_please' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ enquiryType: 'validation.invalid' });
  });

  test('mail texts cannot inject HTML into the support e-mail', async () => {
    await submit({ ...generalQuestion, message: '<script>alert(1)</script>' });
    const [latest] = (
      await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=1' })
    ).json();
    expect(latest.html).not.toContain('<script>');
    expect(latest.html).toContain('&lt;script&gt;');
  });
});

describe('mail over real SMTP', () => {
  test('with SMTP_URL set the enquiry reaches the SMTP server and the local mailbox is gone', async () => {
    const smtp = await startSmtpSink();
    const smtpCtx = await buildTestApp({
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'support@skyparcel.test',
    });
    try {
      const response = await smtpCtx.app.inject({
        method: 'POST',
        url: '/api/Contactus',
        payload: generalQuestion,
      });
      expect(response.statusCode).toBe(201);
      const received = await smtp.waitForMail(1);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['support@skyparcel.test']);
      expect(received[0]?.raw).toContain('Reply-To: ase@example.com');
      const outbox = await waitUntil(async () => {
        const [row] = await smtpCtx.db.select().from(schema.mailOutbox);
        return row?.sentAt ? row : undefined;
      });
      expect(outbox.sentAt).toBeInstanceOf(Date);
      const mailbox = await smtpCtx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(mailbox.statusCode).toBe(404);
    } finally {
      await smtpCtx.close();
      await smtp.close();
    }
  });

  test('an unreachable SMTP server keeps the enquiry and records the failure', async () => {
    const brokenCtx = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await brokenCtx.app.inject({
        method: 'POST',
        url: '/api/Contactus',
        payload: generalQuestion,
      });
      expect(response.statusCode).toBe(201);
      const outbox = await waitUntil(async () => {
        const [row] = await brokenCtx.db.select().from(schema.mailOutbox);
        return row?.error ? row : undefined;
      });
      expect(outbox.sentAt).toBeNull();
      expect(outbox.attempts).toBe(1);
      expect(outbox.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await brokenCtx.close();
    }
  });
});

describe('GET /dev/mailbox', () => {
  test('shows the sent mail as a page', async () => {
    await submit(generalQuestion);
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('General question from Åse Øvrebø');
  });
});
