import type { resource as es } from '../es/asistencias';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  titleAttendance: 'Anwesenheit',
  titleAttendanceEdit: 'Anwesenheit ändern',
  titleGrades: 'Noten',
  titleGradesEdit: 'Noten ändern',
  stepperLabel: 'Schritte der Erfassung',
  steps: { materia: 'Fach', fecha: 'Datum', estudiantes: 'Studierende' },
  stepOf: 'Schritt {{n}} von {{total}}',
  loading: 'Wird geladen...',
  loadError: 'Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  notFound: 'Das angegebene Angebot existiert nicht.',
  retry: 'Erneut versuchen',
  back: 'Zurück',
  noStudentsTitle: 'Hoppla!',
  noStudents: 'Anscheinend sind in diesem Angebot noch keine Studierenden eingeschrieben!',
  subjects: {
    title: 'Fächer von {{instancia}}',
    promptAttendance: 'Bitte wählen Sie das Fach, für das Sie die Anwesenheit der Studierenden erfassen',
    promptGrades: 'Bitte wählen Sie das Fach, für das Sie die Noten der Studierenden erfassen',
    empty: 'Dieses Angebot hat keine Fächer',
    selected: 'Gewähltes Fach',
  },
  subjectsAdminLink: 'Fächer unter „Studiengänge und Fächer“ hinzufügen',
  date: {
    headingAttendance: 'Wählen Sie nun das Datum der Unterrichtsstunde',
    headingGrades: 'Wählen Sie nun das Datum der Prüfung',
    headingEdit: 'Wählen Sie das gesuchte Datum',
    labelAttendance: 'Datum der Unterrichtsstunde',
    labelGrades: 'Datum der Prüfung',
    hint: 'Format Jahr-Monat-Tag (JJJJ-MM-TT).',
    placeholder: 'JJJJ-MM-TT',
    clear: 'Datum löschen',
    requiredAttendance: 'Das Datum der Unterrichtsstunde ist erforderlich.',
    requiredGrades: 'Das Datum der Prüfung ist erforderlich.',
    subject: 'Fach: {{materia}}',
    searchError: 'Die erfassten Daten konnten nicht gesucht werden. Bitte versuchen Sie es erneut.',
    courseRange: 'Der Kurs des Angebots läuft vom {{inicio}} bis zum {{fin}}.',
    outOfCourseAttendance: 'Das Datum der Unterrichtsstunde muss innerhalb des Kurses des Angebots liegen, vom {{inicio}} bis zum {{fin}}.',
    outOfCourseGrades: 'Das Datum der Prüfung muss innerhalb des Kurses des Angebots liegen, vom {{inicio}} bis zum {{fin}}.',
    checking: 'Es wird geprüft, ob für dieses Datum bereits Daten erfasst sind...',
  },
  existing: {
    attendanceTitle: 'Für diese Unterrichtsstunde ist bereits Anwesenheit erfasst',
    attendance_one:
      'Für dieses Fach ist für die Unterrichtsstunde vom {{fecha}} bereits {{count}} Anwesenheitseintrag erfasst. Um ihn zu ändern, öffnen Sie ihn in „Anwesenheit bearbeiten“, wo die gespeicherten Werte angezeigt werden; wenn Sie ihn durch diese Erfassung ersetzen möchten, bestätigen Sie das Ersetzen.',
    attendance_other:
      'Für dieses Fach sind für die Unterrichtsstunde vom {{fecha}} bereits {{count}} Anwesenheitseinträge erfasst. Um sie zu ändern, öffnen Sie sie in „Anwesenheit bearbeiten“, wo die gespeicherten Werte angezeigt werden; wenn Sie sie durch diese Erfassung ersetzen möchten, bestätigen Sie das Ersetzen.',
    gradesTitle: 'Für diese Prüfung sind bereits Noten erfasst',
    grades_one:
      'Für dieses Fach ist für die Prüfung vom {{fecha}} bereits {{count}} Note erfasst. Um sie zu ändern, öffnen Sie sie in „Noten ändern“, wo die gespeicherte Note angezeigt wird; wenn Sie sie durch die jetzt eingegebene ersetzen möchten, bestätigen Sie das Ersetzen.',
    grades_other:
      'Für dieses Fach sind für die Prüfung vom {{fecha}} bereits {{count}} Noten erfasst. Um sie zu ändern, öffnen Sie sie in „Noten ändern“, wo die gespeicherten Noten angezeigt werden; wenn Sie sie durch die jetzt eingegebenen ersetzen möchten, bestätigen Sie das Ersetzen.',
    grade:
      'Diese eingeschriebene Person hat in diesem Fach für die Prüfung vom {{fecha}} bereits die Note {{nota}}. Um sie zu ändern, öffnen Sie sie in „Noten ändern“, wo die gespeicherte Note angezeigt wird; wenn Sie sie durch diese ersetzen möchten, bestätigen Sie das Ersetzen.',
    openAttendance: 'Anwesenheit bearbeiten',
    openGrades: 'Noten ändern',
    replaceAttendance: 'Anwesenheit ersetzen',
    replaceGrades: 'Noten ersetzen',
    replaceGradeFor: 'Note von {{name}} ersetzen',
    replacingAttendance_one:
      'Ersetzen bestätigt: Beim Abschließen ersetzt diese Erfassung den {{count}} gespeicherten Anwesenheitseintrag dieser Unterrichtsstunde.',
    replacingAttendance_other:
      'Ersetzen bestätigt: Beim Abschließen ersetzt diese Erfassung die {{count}} gespeicherten Anwesenheitseinträge dieser Unterrichtsstunde.',
    replacingGrades_one:
      'Ersetzen bestätigt: Jede Note, die Sie speichern, ersetzt die gespeicherte Note dieser Person ({{count}} Note für diese Prüfung gespeichert).',
    replacingGrades_other:
      'Ersetzen bestätigt: Jede Note, die Sie speichern, ersetzt die gespeicherte Note dieser Person ({{count}} Noten für diese Prüfung gespeichert).',
    storedGrade: 'Gespeichert: {{nota}}',
  },
  replace: {
    attendanceTitle: 'Erfasste Anwesenheit ersetzen?',
    attendanceLost_one:
      '{{count}} gespeicherter Anwesenheitseintrag von {{materia}} für die Unterrichtsstunde vom {{fecha}} geht verloren.',
    attendanceLost_other:
      'Die {{count}} gespeicherten Anwesenheitseinträge von {{materia}} für die Unterrichtsstunde vom {{fecha}} gehen verloren.',
    attendanceAbsent_one:
      'Derzeit ist {{count}} Person als abwesend erfasst. Nach dem Ersetzen sind nur die in dieser Erfassung markierten Personen abwesend, alle anderen anwesend.',
    attendanceAbsent_other:
      'Derzeit sind {{count}} Personen als abwesend erfasst. Nach dem Ersetzen sind nur die in dieser Erfassung markierten Personen abwesend, alle anderen anwesend.',
    gradesTitle: 'Erfasste Noten ersetzen?',
    gradesLost_one:
      'Es gibt {{count}} gespeicherte Note von {{materia}} für die Prüfung vom {{fecha}}. Jede Note, die Sie jetzt speichern, ersetzt die gespeicherte Note dieser Person, und die vorherige geht verloren.',
    gradesLost_other:
      'Es gibt {{count}} gespeicherte Noten von {{materia}} für die Prüfung vom {{fecha}}. Jede Note, die Sie jetzt speichern, ersetzt die gespeicherte Note dieser Person, und die vorherige geht verloren.',
    gradesKept: 'Noten, die Sie nicht erneut eingeben, bleiben unverändert.',
    gradeTitle: 'Note von {{name}} ersetzen?',
    gradeLost: 'Die gespeicherte Note {{anterior}} geht verloren, und es bleibt {{nota}}.',
    confirmAttendance: 'Anwesenheit ersetzen',
    confirmGrades: 'Noten ersetzen',
    confirmGrade: 'Note ersetzen',
    cancel: 'Abbrechen',
    close: 'Fenster schließen',
  },
  actions: {
    back: 'Zurück',
    next: 'Weiter',
    search: 'Suchen',
    finish: 'Abschließen',
  },
  students: {
    searchLabel: 'Nach DNI suchen',
    searchPlaceholder: 'Ausweisnummer',
    name: 'Vor- und Nachname',
    dni: 'DNI',
    absent: 'Abwesend',
    absentFor: 'Abwesend: {{name}}',
    none: 'Keine Studierenden entsprechen der Suche.',
    count: '{{shown}} von {{total}} Studierenden',
    absentCount_one: '{{count}} als abwesend markiert',
    absentCount_other: '{{count}} als abwesend markiert',
    summary: '{{materia}} · {{fecha}}',
    noRecords: 'Für dieses Fach und Datum ist keine Anwesenheit erfasst: Beim Abschließen wird sie neu gespeichert.',
    pagination: 'Seiten der Studierendenliste',
    submitError: 'Die Anwesenheit konnte nicht gespeichert werden.',
  },
  grades: {
    label: 'Note',
    gradeFor: 'Note von {{name}}',
    load: 'Speichern',
    modify: 'Ändern',
    retry: 'Erneut versuchen',
    actionFor: '{{action}}: Note von {{name}}',
    saving: 'Wird gespeichert...',
    saved: 'Note gespeichert',
    failed: 'Die Note konnte nicht gespeichert werden.',
    hint: 'Von 0 bis 10, mit bis zu zwei Dezimalstellen (7,5 oder 7.5). Speichern Sie jede Note mit ihrer Schaltfläche.',
    pending_one: 'Es gibt {{count}} eingegebene, nicht gespeicherte Note.',
    pending_other: 'Es gibt {{count}} eingegebene, nicht gespeicherte Noten.',
    keepEditing: 'Weiter erfassen',
    finishAnyway: 'Ohne Speichern abschließen',
    savedCount_one: '{{count}} Note wurde gespeichert.',
    savedCount_other: '{{count}} Noten wurden gespeichert.',
    doneTitle: 'Notenerfassung abgeschlossen',
  },
  success: {
    message: 'Alle erfassten Abwesenheiten wurden erfolgreich gespeichert',
    back: 'Zurück',
    loadNew: 'Neu erfassen',
    continue: 'Weiter',
  },
};
