/**
 * A number typed in any of our languages: `2,5` (French, Norwegian), `2.5`, or Arabic-Indic
 * digits with the Arabic decimal separator (`٢٫٥`). NaN when the text is not a number.
 */
export function parseDecimal(text: string): number {
  const normalized = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b,]/g, '.')
    .replace(/[\s\u066c\u00a0\u202f]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(normalized)) {
    return Number.NaN;
  }
  return Number(normalized);
}
