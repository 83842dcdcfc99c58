import type { resource as es } from '../es/asistencias';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  titleAttendance: 'Présences',
  titleAttendanceEdit: 'Modifier les présences',
  titleGrades: 'Notes',
  titleGradesEdit: 'Modifier les notes',
  stepperLabel: 'Étapes de la saisie',
  steps: { materia: 'Matière', fecha: 'Date', estudiantes: 'Étudiants' },
  stepOf: 'Étape {{n}} sur {{total}}',
  loading: 'Chargement...',
  loadError: "La session n'a pas pu être chargée. Veuillez réessayer dans quelques minutes.",
  notFound: "La session indiquée n'existe pas.",
  retry: 'Réessayer',
  back: 'Retour',
  noStudentsTitle: 'Oups !',
  noStudents: "Il semble qu'aucun étudiant ne soit encore inscrit à cette session !",
  subjects: {
    title: 'Matières de {{instancia}}',
    promptAttendance: 'Veuillez choisir la matière correspondant aux présences des étudiants',
    promptGrades: 'Veuillez choisir la matière correspondant aux notes des étudiants',
    empty: "Cette session n'a aucune matière",
    selected: 'Matière choisie',
  },
  subjectsAdminLink: 'Ajouter des matières dans Formations et matières',
  date: {
    headingAttendance: 'Choisissez maintenant la date du cours',
    headingGrades: "Choisissez maintenant la date de l'examen",
    headingEdit: 'Choisissez la date à rechercher',
    labelAttendance: 'Date du cours',
    labelGrades: "Date de l'examen",
    hint: 'Format année-mois-jour (AAAA-MM-JJ).',
    placeholder: 'AAAA-MM-JJ',
    clear: 'Effacer la date',
    requiredAttendance: 'La date du cours est obligatoire.',
    requiredGrades: "La date de l'examen est obligatoire.",
    subject: 'Matière : {{materia}}',
    searchError: "Les données saisies n'ont pas pu être recherchées. Veuillez réessayer.",
    courseRange: 'Le cours de la session va du {{inicio}} au {{fin}}.',
    outOfCourseAttendance: 'La date du cours doit être comprise dans la période de la session, du {{inicio}} au {{fin}}.',
    outOfCourseGrades: "La date de l'examen doit être comprise dans la période de la session, du {{inicio}} au {{fin}}.",
    checking: 'Vérification des données déjà saisies pour cette date...',
  },
  existing: {
    attendanceTitle: 'Ce cours a déjà des présences saisies',
    attendance_one:
      'Il y a déjà {{count}} présence saisie pour cette matière pour le cours du {{fecha}}. Pour la changer, ouvrez-la dans « Modifier les présences », qui affiche les valeurs enregistrées ; si vous voulez la remplacer par cette saisie, confirmez le remplacement.',
    attendance_many:
      'Il y a déjà {{count}} présences saisies pour cette matière pour le cours du {{fecha}}. Pour les changer, ouvrez-les dans « Modifier les présences », qui affiche les valeurs enregistrées ; si vous voulez les remplacer par cette saisie, confirmez le remplacement.',
    attendance_other:
      'Il y a déjà {{count}} présences saisies pour cette matière pour le cours du {{fecha}}. Pour les changer, ouvrez-les dans « Modifier les présences », qui affiche les valeurs enregistrées ; si vous voulez les remplacer par cette saisie, confirmez le remplacement.',
    gradesTitle: 'Cet examen a déjà des notes saisies',
    grades_one:
      "Il y a déjà {{count}} note saisie pour cette matière pour l'examen du {{fecha}}. Pour la changer, ouvrez-la dans « Modifier les notes », qui affiche la note enregistrée ; si vous voulez la remplacer par celle que vous saisissez maintenant, confirmez le remplacement.",
    grades_many:
      "Il y a déjà {{count}} notes saisies pour cette matière pour l'examen du {{fecha}}. Pour les changer, ouvrez-les dans « Modifier les notes », qui affiche les notes enregistrées ; si vous voulez les remplacer par celles que vous saisissez maintenant, confirmez le remplacement.",
    grades_other:
      "Il y a déjà {{count}} notes saisies pour cette matière pour l'examen du {{fecha}}. Pour les changer, ouvrez-les dans « Modifier les notes », qui affiche les notes enregistrées ; si vous voulez les remplacer par celles que vous saisissez maintenant, confirmez le remplacement.",
    grade:
      "Cet inscrit a déjà la note {{nota}} dans cette matière pour l'examen du {{fecha}}. Pour la changer, ouvrez-la dans « Modifier les notes », qui affiche la note enregistrée ; si vous voulez la remplacer par celle-ci, confirmez le remplacement.",
    openAttendance: 'Modifier les présences',
    openGrades: 'Modifier les notes',
    replaceAttendance: 'Remplacer les présences',
    replaceGrades: 'Remplacer les notes',
    replaceGradeFor: 'Remplacer la note de {{name}}',
    replacingAttendance_one: 'Remplacement confirmé : en terminant, cette saisie remplace {{count}} présence enregistrée de ce cours.',
    replacingAttendance_many:
      'Remplacement confirmé : en terminant, cette saisie remplace les {{count}} présences enregistrées de ce cours.',
    replacingAttendance_other:
      'Remplacement confirmé : en terminant, cette saisie remplace les {{count}} présences enregistrées de ce cours.',
    replacingGrades_one:
      'Remplacement confirmé : chaque note que vous enregistrez remplace la note enregistrée de cet étudiant ({{count}} note enregistrée pour cet examen).',
    replacingGrades_many:
      'Remplacement confirmé : chaque note que vous enregistrez remplace la note enregistrée de cet étudiant ({{count}} notes enregistrées pour cet examen).',
    replacingGrades_other:
      'Remplacement confirmé : chaque note que vous enregistrez remplace la note enregistrée de cet étudiant ({{count}} notes enregistrées pour cet examen).',
    storedGrade: 'Enregistrée : {{nota}}',
  },
  replace: {
    attendanceTitle: 'Remplacer les présences saisies ?',
    attendanceLost_one: '{{count}} présence enregistrée de {{materia}} pour le cours du {{fecha}} sera perdue.',
    attendanceLost_many: 'Les {{count}} présences enregistrées de {{materia}} pour le cours du {{fecha}} seront perdues.',
    attendanceLost_other: 'Les {{count}} présences enregistrées de {{materia}} pour le cours du {{fecha}} seront perdues.',
    attendanceAbsent_one:
      "{{count}} absent figure aujourd'hui. Après le remplacement, seuls ceux que vous cochez dans cette saisie sont absents, les autres présents.",
    attendanceAbsent_many:
      "{{count}} absents figurent aujourd'hui. Après le remplacement, seuls ceux que vous cochez dans cette saisie sont absents, les autres présents.",
    attendanceAbsent_other:
      "{{count}} absents figurent aujourd'hui. Après le remplacement, seuls ceux que vous cochez dans cette saisie sont absents, les autres présents.",
    gradesTitle: 'Remplacer les notes saisies ?',
    gradesLost_one:
      "Il y a {{count}} note enregistrée de {{materia}} pour l'examen du {{fecha}}. Chaque note que vous enregistrez maintenant remplace celle de cet étudiant, et la précédente est perdue.",
    gradesLost_many:
      "Il y a {{count}} notes enregistrées de {{materia}} pour l'examen du {{fecha}}. Chaque note que vous enregistrez maintenant remplace celle de cet étudiant, et la précédente est perdue.",
    gradesLost_other:
      "Il y a {{count}} notes enregistrées de {{materia}} pour l'examen du {{fecha}}. Chaque note que vous enregistrez maintenant remplace celle de cet étudiant, et la précédente est perdue.",
    gradesKept: 'Les notes que vous ne saisissez pas à nouveau restent inchangées.',
    gradeTitle: 'Remplacer la note de {{name}} ?',
    gradeLost: 'La note enregistrée {{anterior}} sera perdue et {{nota}} restera.',
    confirmAttendance: 'Remplacer les présences',
    confirmGrades: 'Remplacer les notes',
    confirmGrade: 'Remplacer la note',
    cancel: 'Annuler',
    close: 'Fermer la fenêtre',
  },
  actions: {
    back: 'Retour',
    next: 'Suivant',
    search: 'Rechercher',
    finish: 'Terminer',
  },
  students: {
    searchLabel: 'Rechercher par DNI',
    searchPlaceholder: 'Numéro de document',
    name: 'Nom et prénom',
    dni: 'DNI',
    absent: 'Absent',
    absentFor: 'Absent : {{name}}',
    none: 'Aucun étudiant ne correspond à la recherche.',
    count: '{{shown}} sur {{total}} étudiants',
    absentCount_one: '{{count}} absent marqué',
    absentCount_many: '{{count}} absents marqués',
    absentCount_other: '{{count}} absents marqués',
    summary: '{{materia}} · {{fecha}}',
    noRecords:
      "Aucune présence n'est enregistrée pour cette matière et cette date : en terminant, elles seront enregistrées comme nouvelles.",
    pagination: 'Pages des étudiants',
    submitError: "Les présences n'ont pas pu être enregistrées.",
  },
  grades: {
    label: 'Note',
    gradeFor: 'Note de {{name}}',
    load: 'Enregistrer',
    modify: 'Modifier',
    retry: 'Réessayer',
    actionFor: '{{action}} : note de {{name}}',
    saving: 'Enregistrement...',
    saved: 'Note enregistrée',
    failed: "La note n'a pas pu être enregistrée.",
    hint: 'De 0 à 10, avec au plus deux décimales (7,5 ou 7.5). Enregistrez chaque note avec son bouton.',
    pending_one: 'Il y a {{count}} note saisie non enregistrée.',
    pending_many: 'Il y a {{count}} notes saisies non enregistrées.',
    pending_other: 'Il y a {{count}} notes saisies non enregistrées.',
    keepEditing: 'Continuer la saisie',
    finishAnyway: 'Terminer sans les enregistrer',
    savedCount_one: '{{count}} note a été enregistrée.',
    savedCount_many: '{{count}} notes ont été enregistrées.',
    savedCount_other: '{{count}} notes ont été enregistrées.',
    doneTitle: 'Saisie des notes terminée',
  },
  success: {
    message: 'Toutes les absences saisies ont été enregistrées avec succès',
    back: 'Retour',
    loadNew: 'Nouvelle saisie',
    continue: 'Continuer',
  },
};
