interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_DEVELOPER_URL?: string;
  readonly VITE_SOCIAL_URL?: string;
  readonly VITE_LOYALTY_PROGRAMME?: string;
  readonly VITE_LOYALTY_SIGN_IN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
