/** The Skyparcel mark: a parcel with a wing. Decorative; the brand name is written beside it. */
export function Logo() {
  return (
    <svg
      className="logo"
      width="36"
      height="36"
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="10" width="20" height="18" rx="3" fill="currentColor" />
      <path d="M2 16h20M12 10v18" stroke="#fff" strokeWidth="2" />
      <path d="M20 14c5-6 10-8 14-8-2 4-6 9-12 12" fill="#c8102e" />
    </svg>
  );
}
