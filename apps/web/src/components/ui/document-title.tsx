export type DocumentTitleProps = {
  /** The page's own name, already translated. */
  title: string;
};

/** React 19 hoists `<title>` into the head. */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{`${title} | Skyparcel`}</title>;
}
