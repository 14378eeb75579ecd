// Joining words stay lower case unless they open the text (spec section 5).
const LOWER_CASE_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'the']);

/** Title case with 'and', 'of', 'the' kept lower case except as first word (spec section 5). */
export function toTitleCase(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');

  return words
    .map((word, wordIndex) =>
      word
        .split('-')
        .map((part, partIndex) => {
          const lower = part.toLowerCase();
          const isFirst = wordIndex === 0 && partIndex === 0;
          return !isFirst && LOWER_CASE_WORDS.has(lower) ? lower : capitalize(lower);
        })
        .join('-'),
    )
    .join(' ');
}

function capitalize(lower: string): string {
  const [first = '', ...rest] = lower;
  return first.toUpperCase() + rest.join('');
}
