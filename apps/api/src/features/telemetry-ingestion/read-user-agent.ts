import type { TelemetryBrowser, TelemetryDevice } from '@skyparcel/domain/telemetry';

/** Crawlers and scripts: counted as 'other', whatever engine they borrow. */
const ROBOT = /bot\b|crawl|spider|slurp|facebookexternalhit|curl\/|wget\//i;
/** Before the phones: an iPad's Safari and Chrome also say "Mobile". */
const TABLET = /iPad|Tablet|Silk\/|Kindle|PlayBook/i;
const PHONE = /iPhone|iPod|Windows Phone|Android.+Mobile|Mobile.+Firefox|Mobi/i;
/** Android without "Mobile" is a tablet (Google's advice to browser makers). */
const ANDROID = /Android/i;
const DESKTOP = /Windows NT|Macintosh|X11|Linux|CrOS/i;

/** The order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari. */
const BROWSERS: [RegExp, TelemetryBrowser][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

export type UserAgentSummary = { device: TelemetryDevice; browser: TelemetryBrowser };

/**
 * A coarse device class and browser family from a User-Agent header, by a few patterns instead
 * of a parsing library: the dashboard shows seven families and four classes, nothing finer
 * (decision 064). iPadOS, which reports a Mac, counts as a desktop.
 */
export function readUserAgent(userAgent: string | undefined): UserAgentSummary {
  // Real headers are a few hundred characters; the rest of an absurd one is not read.
  const header = (userAgent ?? '').slice(0, 512);
  if (header === '' || ROBOT.test(header)) {
    return { device: 'other', browser: 'Other' };
  }
  const device: TelemetryDevice = TABLET.test(header)
    ? 'tablet'
    : PHONE.test(header)
      ? 'phone'
      : ANDROID.test(header)
        ? 'tablet'
        : DESKTOP.test(header)
          ? 'desktop'
          : 'other';
  const browser = BROWSERS.find(([pattern]) => pattern.test(header))?.[1] ?? 'Other';
  return { device, browser };
}
