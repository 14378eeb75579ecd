// Parts of a locale file, cut by vite-plugins/locale-dictionaries.ts; a bundler module has a default.
declare module '*.json?dictionary=core' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=failures' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=about' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=contactUs' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=loginModal' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=registerModal' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=operator' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=loyaltySignIn' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=suite' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=addressBook' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=shipping' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}
declare module '*.json?dictionary=payments' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}
declare module '*.json?dictionary=profilePage' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=account' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=invoices' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=ediBooking' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=reports' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}

declare module '*.json?dictionary=consent' {
  const dictionary: import('@skyparcel/i18n').Dictionary;
  // biome-ignore lint/style/noDefaultExport: the shape of a bundler-made module
  export default dictionary;
}
