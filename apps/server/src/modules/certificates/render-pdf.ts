import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface CertificateContent {
  name: string;
  curriculum: string;
  /** As users read dates everywhere: DD/MM/YYYY. */
  completionDate: string;
  code: string;
  verifyUrl: string;
  signature: { bytes: Uint8Array; kind: 'png' | 'jpg' } | null;
}

const WIDTH = 842; // A4 landscape, in points
const HEIGHT = 595;
const INK = rgb(0.1, 0.14, 0.24);
const ACCENT = rgb(0.13, 0.4, 0.75);
const MUTED = rgb(0.38, 0.42, 0.5);

/**
 * Standard PDF fonts (no file to ship, and their text can be searched and copied) hold only the
 * Windows-1252 letters: accents are kept where they exist there, and anything else is replaced so
 * that an unusual character can never stop a certificate from being drawn.
 */
export function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (ch) => {
    if (known.has(ch.codePointAt(0) ?? 0)) return ch;
    const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    return Array.from(plain).every((c) => known.has(c.codePointAt(0) ?? 0)) && plain ? plain : '?';
  }).join('');
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws text centred on the page; long text shrinks to `minSize`, then wraps onto more lines. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, minSize = size, color = INK) {
  const maxWidth = WIDTH - 160;
  let s = size;
  while (s > minSize && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  const lines = wrap(text, font, s, maxWidth);
  lines.forEach((line, i) => {
    const w = font.widthOfTextAtSize(line, s);
    page.drawText(line, { x: (WIDTH - w) / 2, y: y - i * (s + 4), size: s, font, color });
  });
  return lines.length;
}

/** The certificate of completion as PDF bytes. */
export async function renderCertificatePdf(c: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion - ${c.name}`);
  pdf.setSubject(c.curriculum);
  pdf.setCreator('Kaksha');
  pdf.setProducer('Kaksha');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);

  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 30, y: 30, width: WIDTH - 60, height: HEIGHT - 60, borderColor: ACCENT, borderWidth: 0.75 });

  centred(page, 'CERTIFICATE OF COMPLETION', 480, bold, 30, 30, ACCENT);
  centred(page, 'This is to certify that', 430, regular, 15, 15, MUTED);
  centred(page, printable(c.name, serif), 385, serif, 34, 16);
  centred(page, 'has successfully completed the curriculum', 340, regular, 15, 15, MUTED);
  const curriculumLines = centred(page, printable(c.curriculum, bold), 300, bold, 22, 14);
  centred(page, `Completed on ${c.completionDate}`, 300 - curriculumLines * 26 - 14, regular, 14, 14);

  // The signature sits over its line at the right; without an image the line stays for a pen.
  const lineY = 120;
  const lineX = WIDTH - 300;
  if (c.signature) {
    const image =
      c.signature.kind === 'png' ? await pdf.embedPng(c.signature.bytes) : await pdf.embedJpg(c.signature.bytes);
    const scaled = image.scaleToFit(200, 70);
    page.drawImage(image, {
      x: lineX + (220 - scaled.width) / 2,
      y: lineY + 6,
      width: scaled.width,
      height: scaled.height,
    });
  }
  page.drawLine({ start: { x: lineX, y: lineY }, end: { x: lineX + 220, y: lineY }, thickness: 1, color: INK });
  const label = 'Authorised Signature';
  page.drawText(label, {
    x: lineX + (220 - regular.widthOfTextAtSize(label, 11)) / 2,
    y: lineY - 16,
    size: 11,
    font: regular,
    color: MUTED,
  });

  page.drawText(`Certificate code: ${c.code}`, { x: 60, y: 130, size: 11, font: bold, color: INK });
  page.drawText('Check that it is genuine at:', { x: 60, y: 112, size: 10, font: regular, color: MUTED });
  page.drawText(printable(c.verifyUrl, regular), { x: 60, y: 97, size: 10, font: regular, color: ACCENT });
  return pdf.save();
}
