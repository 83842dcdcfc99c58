import type { resource as es } from '../es/verificar';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: 'Prüfung der Einschreibungsbescheinigung',
  intro:
    'Diese Seite prüft eine Einschreibungsbescheinigung anhand des Codes in ihrem QR-Code. Sie zeigt nur, was zum Vergleich mit dem Papier nötig ist, ohne personenbezogene Daten.',
  loading: 'Die Bescheinigung wird geprüft...',
  valid: 'Gültige Bescheinigung',
  validHint: 'Die Bescheinigung wurde von diesem System ausgestellt und nicht verändert.',
  invalid: 'Ungültige Bescheinigung',
  invalidHint:
    'Der Code gehört zu keiner von diesem System ausgestellten Bescheinigung: Er wurde möglicherweise verändert oder falsch abgeschrieben. Scannen Sie den QR-Code erneut oder fragen Sie an der Fakultät nach.',
  tooMany: 'Sie haben zu viele Abfragen hintereinander gestellt. Warten Sie eine Minute und versuchen Sie es erneut.',
  failure: 'Die Bescheinigung kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  holder: 'Inhaber (Initialen)',
  document: 'Ausweis endet auf',
  instancia: 'Durchgang',
  estadoAlEmitir: 'Status bei Ausstellung',
  estadoActual: 'Aktueller Status',
  fechaEmision: 'Ausstellungsdatum',
  fechaInscripcion: 'Einschreibungsdatum',
  changed: 'Der Status hat sich seit der Ausstellung geändert.',
  home: 'Zur Startseite',
};
