import type { CSSProperties, Ref } from 'react';

/** The ALTCHA captcha custom element (registered by `import('altcha')`), as React 19 renders it. */
type AltchaWidgetProps = {
  ref?: Ref<HTMLElement>;
  /** URL of the challenge (ALTCHA v3 replaced `challengeurl`). */
  challenge?: string;
  /** JSON of further settings, such as `{"hideFooter":true}`. */
  configuration?: string;
  language?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  className?: string;
  style?: CSSProperties;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}
