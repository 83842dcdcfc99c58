import type { resource as es } from '../es/carreras-dialog';
import type { Shape } from '../types';
import { DOCUMENT_LABELS } from './parts/documents';

export const resource: Shape<typeof es> = {
  noFiles: 'Hoppla! Anscheinend haben Sie noch keine Datei hochgeladen...',
  missingFiles: 'Folgende Unterlagen fehlen noch: {{labels}}. Sie können sie unter „Mein Profil > Meine Unterlagen“ hochladen.',
  success: 'Ihre Daten werden geprüft, bevor die Einschreibung bestätigt wird',
  modalIntro: 'Für diese Angebote ist die Einschreibung geöffnet.',
  close: 'Schließen',
  carrera: 'Studiengang',
  openUntil: 'Einschreibung offen bis {{date}}',
  dates: {
    courseStart: 'Kursbeginn',
    start: 'Beginn',
    end: 'Ende',
  },
  chooseCareer: 'Studiengang, in den Sie eintreten möchten',
  chooseCareerPlaceholder: 'Studiengang auswählen',
  chooseCareerError: 'Bitte wählen Sie den Studiengang, in den Sie sich einschreiben möchten.',
  careersLoading: 'Studiengänge werden geladen...',
  careersError: 'Die Liste der Studiengänge konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  enrol: 'Einschreiben',
  enrolIn: 'In {{instancia}} einschreiben',
  enrolling: 'Einschreibung läuft...',
  enrolled: 'Bereits eingeschrieben',
  enrolledState: 'Status: {{estado}}',
  goToDocuments: 'Zu „Mein Profil > Meine Unterlagen“',
  goToProfile: 'Meine Einschreibungen in „Mein Profil“ ansehen',
  documents: DOCUMENT_LABELS,
};
