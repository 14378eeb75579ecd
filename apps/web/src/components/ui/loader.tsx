export type LoaderProps = {
  /** Already translated text, read by screen readers and shown next to the spinner. */
  label: string;
};

export function Loader({ label }: LoaderProps) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
