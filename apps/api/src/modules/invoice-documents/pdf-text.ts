/**
 * Text on a pdfkit page in either direction (decision 050). pdfkit wraps and places text left to
 * right only; fontkit shapes one Arabic word well (joined forms, glyphs right to left) but
 * misplaces the spaces of a longer run (decision 043). So a line with Arabic is laid out here, word
 * by word: the words are grouped into runs of one direction, the runs ordered by the paragraph's
 * direction (the first strong letter's, as the Unicode bidi rule does), an Arabic run's words
 * right to left, a Latin or number run's left to right. That is the simple bidi a document of
 * labels, names and amounts needs; no nested embeddings.
 */

// Arabic letters: the base block, its supplement and the presentation forms.
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;
// Direction marks Intl puts around Arabic amounts and dates: the layout below replaces them, and
// the font has no glyph for them (they would print as empty boxes).
const DIRECTION_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** `start` is the paragraph's own side: right for Arabic, left otherwise. */
export type TextAlign = 'start' | 'left' | 'right' | 'center';

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** The paragraph's direction: that of its first letter with a direction (digits have none). */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (ARABIC_LETTER.test(char)) {
      return true;
    }
    if (LATIN_LETTER.test(char)) {
      return false;
    }
  }
  return false;
}

export function cleanText(text: string): string {
  return text.replace(DIRECTION_MARKS, '').replace(/\s+/g, ' ').trim();
}

type Direction = 'rtl' | 'ltr' | 'neutral';

function directionOf(word: string): Direction {
  if (ARABIC_LETTER.test(word)) {
    return 'rtl';
  }
  return /[\p{L}\p{N}]/u.test(word) ? 'ltr' : 'neutral';
}

/**
 * The words of one line in the order they stand on the page, left to right. A word of only
 * punctuation ('·', '/') between runs of two directions takes the paragraph's direction, as in
 * the bidi rule; between runs of one direction it joins them.
 */
export function visualWords(line: string): string[] {
  const words = cleanText(line).split(' ').filter(Boolean);
  const paragraph: Direction = isRightToLeft(line) ? 'rtl' : 'ltr';
  const strong = words.map(directionOf);
  const resolved = strong.map((direction, index) => {
    if (direction !== 'neutral') {
      return direction;
    }
    const before = strong.slice(0, index).findLast((value) => value !== 'neutral') ?? paragraph;
    const after = strong.slice(index + 1).find((value) => value !== 'neutral') ?? paragraph;
    return before === after ? before : paragraph;
  });
  const runs: { direction: Direction; words: string[] }[] = [];
  words.forEach((word, index) => {
    const direction = resolved[index] ?? paragraph;
    const last = runs.at(-1);
    if (last && last.direction === direction) {
      last.words.push(word);
    } else {
      runs.push({ direction, words: [word] });
    }
  });
  const ordered = paragraph === 'rtl' ? runs.reverse() : runs;
  return ordered.flatMap((run) =>
    run.direction === 'rtl' ? [...run.words].reverse().map(mirror) : run.words,
  );
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
};

/**
 * fontkit reverses a right-to-left word's glyphs but does not mirror its brackets (the bidi
 * rule's mirroring): '(' in an Arabic word would print as ')'. Only words with Arabic letters go
 * right to left, so only those are mirrored.
 */
function mirror(word: string): string {
  return hasArabic(word) ? word.replace(/[()[\]<>]/g, (char) => MIRRORED[char] ?? char) : word;
}

/**
 * A text's lines in reading order, each at most `width` wide in the current font. Lines break
 * between words; a word wider than `width` on its own (a transaction id, a URL, a SKU) breaks
 * too, after a hyphen, slash or the like where one falls late enough, else between letters, so
 * no line runs into the next column.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of cleanText(paragraph).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) {
        lines.push(line);
      }
      const pieces =
        line && doc.widthOfString(word) <= width ? [word] : breakWord(doc, word, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// A long id or address breaks best after one of these: 'covered-PAY-' / 'V0CMQUIBRUO'.
const BREAK_AFTER = /[-/_.:,;@&=?+|\\]/;

/**
 * A word cut into pieces of at most `width`, in reading order: each piece as many letters
 * (graphemes, so no accent or surrogate is split) as fit, ended after the last break character
 * among them when that keeps at least half of them. A letter wider than `width` stands alone.
 */
function breakWord(doc: PDFKit.PDFDocument, word: string, width: number): string[] {
  const letters = Array.from(graphemes.segment(word), (segment) => segment.segment);
  const pieces: string[] = [];
  let start = 0;
  while (start < letters.length) {
    // The most letters from `start` that fit, found by halving: at least one.
    let fits = 1;
    let tooMany = letters.length - start + 1;
    while (tooMany - fits > 1) {
      const middle = Math.floor((fits + tooMany) / 2);
      if (doc.widthOfString(letters.slice(start, start + middle).join('')) <= width) {
        fits = middle;
      } else {
        tooMany = middle;
      }
    }
    let count = fits;
    if (start + fits < letters.length) {
      for (let index = fits; index >= Math.ceil(fits / 2); index -= 1) {
        if (BREAK_AFTER.test(letters[start + index - 1] ?? '')) {
          count = index;
          break;
        }
      }
    }
    pieces.push(letters.slice(start, start + count).join(''));
    start += count;
  }
  return pieces;
}

/** One line at (x, y) in a box of `width`, aligned, Arabic runs right to left. No wrapping. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: string,
  x: number,
  y: number,
  width: number,
  align: TextAlign,
): void {
  const clean = cleanText(line);
  if (clean === '') {
    return;
  }
  const side = align === 'start' ? (isRightToLeft(clean) ? 'right' : 'left') : align;
  // Measured only when it moves the line: a 10,000-line invoice draws 80,000 cells.
  const lineWidth = side === 'left' ? 0 : doc.widthOfString(clean);
  const offset =
    side === 'right' ? width - lineWidth : side === 'center' ? (width - lineWidth) / 2 : 0;
  const start = x + Math.max(0, offset);
  if (!hasArabic(clean)) {
    doc.text(clean, start, y, { lineBreak: false });
    return;
  }
  const space = doc.widthOfString(' ');
  let cursor = start;
  for (const word of visualWords(clean)) {
    doc.text(word, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(word) + space;
  }
}

/** A wrapped text in a box; returns the height it took. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: TextAlign = 'start',
): number {
  const lines = wrapText(doc, text, width);
  const lineHeight = doc.currentLineHeight(true);
  lines.forEach((line, index) => {
    drawLine(doc, line, x, y + index * lineHeight, width, align);
  });
  return lines.length * lineHeight;
}

/** The height `drawText` would take. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return wrapText(doc, text, width).length * doc.currentLineHeight(true);
}
