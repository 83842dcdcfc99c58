import { lazyModule } from '../../lib/lazy-module.js';

// Loaded with the first constancia, not at start-up (decision 301).
const pdfkit = lazyModule<typeof import('pdfkit')>('pdfkit');
const qrcode = lazyModule<typeof import('qrcode')>('qrcode');

/** What a constancia prints (issue 19). */
export interface ConstanciaContent {
  faculty: string;
  apellido: string;
  nombre: string;
  /** 'DNI', 'Libreta Cívica'… */
  tipoDocumento: string;
  numeroDocumento: string;
  instancia: string;
  carrera: string;
  /** The career chosen for the admission course, when it is not the instancia's own. */
  carreraElegida: string | null;
  fechaInscripcion: Date;
  estado: string;
  codTramite: string;
  fechaEmision: Date;
  /** The public verification address the QR opens. */
  verificationUrl: string;
}

/** The faculty is in Argentina: the printed dates are its local dates. */
const TIME_ZONE = 'America/Argentina/Buenos_Aires';
const dateOnly = (d: Date) => d.toLocaleDateString('es-AR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = (d: Date) =>
  `${dateOnly(d)} ${d.toLocaleTimeString('es-AR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false })}`;

/**
 * The constancia as a tagged PDF (decision 162): real text in the standard
 * Helvetica (WinAnsi covers á é í ó ú ñ ü ¿ ¡), a structure tree with headings,
 * paragraphs and the QR as a figure with its alternative text, the document's
 * language (es-AR) and title, so it is searchable and a screen reader reads it.
 * The QR is drawn as vector squares, not an image.
 */
export async function renderConstancia(c: ConstanciaContent): Promise<Buffer> {
  const title = `Constancia de inscripción — ${c.apellido}, ${c.nombre}`;
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: 'es-AR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: c.faculty, Subject: `Código de trámite ${c.codTramite}`, Creator: 'Ingreso' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 112;

  root.add(doc.struct('P', {}, () => doc.font('Helvetica').fontSize(11).fillColor('#444444').text(c.faculty, { width })));
  root.add(
    doc.struct('H1', {}, () =>
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Constancia de inscripción', { width }),
    ),
  );
  root.add(
    doc.struct('P', {}, () =>
      doc
        .moveDown(0.8)
        .font('Helvetica')
        .fontSize(12)
        .text(
          `Se deja constancia de que ${c.apellido}, ${c.nombre}, ${c.tipoDocumento} ${c.numeroDocumento}, se inscribió en la instancia indicada con los datos siguientes.`,
          { width, lineGap: 3 },
        ),
    ),
  );

  const rows: Array<[string, string]> = [
    ['Aspirante', `${c.apellido}, ${c.nombre}`],
    ['Documento', `${c.tipoDocumento} ${c.numeroDocumento}`],
    ['Instancia', c.instancia],
    ['Carrera', c.carrera],
    ...(c.carreraElegida ? [['Carrera elegida', c.carreraElegida] as [string, string]] : []),
    ['Fecha de inscripción', dateOnly(c.fechaInscripcion)],
    ['Estado al emitir la constancia', c.estado],
    ['Código de trámite', c.codTramite],
    ['Fecha de emisión', dateTime(c.fechaEmision)],
  ];
  doc.moveDown(0.8);
  for (const [label, value] of rows) {
    // One paragraph per field, "Etiqueta: valor", so it reads in order.
    root.add(
      doc.struct('P', {}, () =>
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .text(`${label}: `, { width, continued: true, lineGap: 4 })
          .font('Helvetica')
          .text(value, { lineGap: 4 }),
      ),
    );
  }

  const qr = qrcode().create(c.verificationUrl, { errorCorrectionLevel: 'M' });
  const cell = 3.2;
  const quiet = 4 * cell;
  const size = qr.modules.size;
  const qrX = doc.page.margins.left;
  const qrY = doc.y + 20;
  root.add(
    doc.struct('Figure', { alt: `Código QR que abre la verificación de esta constancia: ${c.verificationUrl}` }, () => {
      doc
        .save()
        .rect(qrX, qrY, size * cell + 2 * quiet, size * cell + 2 * quiet)
        .fill('#ffffff');
      // One rectangle per run of dark modules in a row, a hair taller than the cell: adjacent
      // squares drawn apart leave anti-aliasing seams in some viewers, which hurt scanning.
      for (let r = 0; r < size; r++) {
        for (let col = 0; col < size;) {
          if (!qr.modules.get(r, col)) {
            col++;
            continue;
          }
          let end = col;
          while (end < size && qr.modules.get(r, end)) end++;
          doc.rect(qrX + quiet + col * cell, qrY + quiet + r * cell, (end - col) * cell, cell + 0.2);
          col = end;
        }
      }
      doc.fill('#000000').restore();
    }),
  );
  const textX = qrX + size * cell + 2 * quiet + 16;
  const textWidth = doc.page.width - doc.page.margins.right - textX;
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text('Verificá la autenticidad de esta constancia escaneando el código QR o en la dirección:', textX, qrY + quiet, {
          width: textWidth,
          lineGap: 2,
        })
        .moveDown(0.3)
        .text(c.verificationUrl, { width: textWidth }),
    ),
  );

  root.end();
  doc.end();
  return done;
}
