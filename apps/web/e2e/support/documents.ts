import type { Page } from '@playwright/test';

/** The CUIT/CUIL check digit (mod 11, weights 5432765432), computed here independently of the app. */
export function cuitCheckDigit(first10: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const r = 11 - (sum % 11);
  if (r === 11) return 0;
  if (r === 10) return null;
  return r;
}

/** A random 8-digit DNI (unique enough per run) and its CUIT with `prefix`, skipping DNIs without a check digit. */
export function freshDocument(prefix: '20' | '27' = '27'): { dni: string; cuit: string } {
  for (;;) {
    const dni = String(20_000_000 + Math.floor(Math.random() * 25_000_000));
    const check = cuitCheckDigit(`${prefix}${dni}`);
    if (check !== null) return { dni, cuit: `${prefix}-${dni}-${check}` };
  }
}

/** A small but complete PDF (one empty page). */
export function pdfBytes(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(Buffer.byteLength(body));
    body += object;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real JPEG, encoded by the browser from a small canvas. */
export async function jpegBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 25;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#1971c2';
      ctx.fillRect(0, 0, 40, 25);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(5, 5, 12, 15);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
