import { asistenciaMsg, notaMsg } from '@ingreso/shared';

/**
 * The attendance and grades wizard. The seed's quoted texts come from `asistenciaMsg`/`notaMsg`
 * (packages/shared), written once, accents (and their absence) included. The seed's step-1 prompt
 * and step-2 heading speak of attendance; the grades mode says the same about grades.
 */
export const resource = {
  titleAttendance: 'Asistencias',
  titleAttendanceEdit: 'Modificar asistencias',
  titleGrades: 'Notas',
  titleGradesEdit: 'Modificar notas',
  stepperLabel: 'Pasos de la carga',
  steps: { materia: asistenciaMsg.steps[0], fecha: asistenciaMsg.steps[1], estudiantes: asistenciaMsg.steps[2] },
  stepOf: 'Paso {{n}} de {{total}}',
  loading: asistenciaMsg.loading,
  loadError: 'No se pudo cargar la instancia. Intente nuevamente en unos minutos.',
  notFound: 'La instancia indicada no existe.',
  retry: 'Reintentar',
  back: 'Volver',
  noStudentsTitle: asistenciaMsg.noStudentsTitle,
  noStudents: asistenciaMsg.noStudents,
  subjects: {
    title: asistenciaMsg.materiasTitle('{{instancia}}'),
    promptAttendance: asistenciaMsg.materiaPrompt,
    promptGrades: 'Por favor, elegí la materia correspondiente de las notas de los estudiantes',
    empty: asistenciaMsg.noMaterias,
    selected: 'Materia elegida',
  },
  subjectsAdminLink: 'Agregar materias en Carreras y materias',
  date: {
    headingAttendance: asistenciaMsg.fechaHeading,
    headingGrades: 'Ahora, Seleccione la fecha del examen',
    headingEdit: asistenciaMsg.fechaHeadingEdit,
    labelAttendance: 'Fecha de la clase',
    labelGrades: 'Fecha del examen',
    hint: 'Formato año-mes-día (AAAA-MM-DD).',
    placeholder: 'AAAA-MM-DD',
    clear: 'Borrar la fecha',
    requiredAttendance: asistenciaMsg.fechaClaseRequired,
    requiredGrades: notaMsg.fechaExamenRequired,
    subject: 'Materia: {{materia}}',
    searchError: 'No se pudieron buscar los datos cargados. Intente nuevamente.',
    courseRange: 'El curso de la instancia va del {{inicio}} al {{fin}}.',
    outOfCourseAttendance: 'La fecha de la clase debe estar dentro del curso de la instancia, del {{inicio}} al {{fin}}.',
    outOfCourseGrades: 'La fecha del examen debe estar dentro del curso de la instancia, del {{inicio}} al {{fin}}.',
    checking: 'Buscando si ya hay datos cargados para esa fecha...',
  },
  /** A new load of a class or exam that already has records (issue 14); the texts of the API's 409 (asistenciaMsg.existing, notaMsg.existing). */
  existing: {
    attendanceTitle: 'Esta clase ya tiene asistencias cargadas',
    attendance_one:
      'Ya hay {{count}} asistencia cargada de esta materia para la clase del {{fecha}}. Para cambiarlas, ábralas en "Editar asistencias", que muestra los valores guardados; si quiere reemplazarlas por esta carga, confirme el reemplazo.',
    attendance_many:
      'Ya hay {{count}} asistencias cargadas de esta materia para la clase del {{fecha}}. Para cambiarlas, ábralas en "Editar asistencias", que muestra los valores guardados; si quiere reemplazarlas por esta carga, confirme el reemplazo.',
    attendance_other:
      'Ya hay {{count}} asistencias cargadas de esta materia para la clase del {{fecha}}. Para cambiarlas, ábralas en "Editar asistencias", que muestra los valores guardados; si quiere reemplazarlas por esta carga, confirme el reemplazo.',
    gradesTitle: 'Este examen ya tiene notas cargadas',
    grades_one:
      'Ya hay {{count}} nota cargada de esta materia para el examen del {{fecha}}. Para cambiarla, ábrala en "Modificar notas", que muestra la nota guardada; si quiere reemplazarla por la que cargue ahora, confirme el reemplazo.',
    grades_many:
      'Ya hay {{count}} notas cargadas de esta materia para el examen del {{fecha}}. Para cambiarlas, ábralas en "Modificar notas", que muestra las notas guardadas; si quiere reemplazarlas por las que cargue ahora, confirme el reemplazo.',
    grades_other:
      'Ya hay {{count}} notas cargadas de esta materia para el examen del {{fecha}}. Para cambiarlas, ábralas en "Modificar notas", que muestra las notas guardadas; si quiere reemplazarlas por las que cargue ahora, confirme el reemplazo.',
    grade:
      'Este inscripto ya tiene la nota {{nota}} en esta materia para el examen del {{fecha}}. Para cambiarla, ábrala en "Modificar notas", que muestra la nota guardada; si quiere reemplazarla por esta, confirme el reemplazo.',
    openAttendance: 'Editar asistencias',
    openGrades: 'Modificar notas',
    replaceAttendance: 'Reemplazar asistencias',
    replaceGrades: 'Reemplazar notas',
    replaceGradeFor: 'Reemplazar la nota de {{name}}',
    replacingAttendance_one: 'Reemplazo confirmado: al finalizar, esta carga reemplaza {{count}} asistencia guardada de esta clase.',
    replacingAttendance_many: 'Reemplazo confirmado: al finalizar, esta carga reemplaza las {{count}} asistencias guardadas de esta clase.',
    replacingAttendance_other:
      'Reemplazo confirmado: al finalizar, esta carga reemplaza las {{count}} asistencias guardadas de esta clase.',
    replacingGrades_one:
      'Reemplazo confirmado: cada nota que cargue reemplaza la guardada de ese estudiante ({{count}} nota guardada en este examen).',
    replacingGrades_many:
      'Reemplazo confirmado: cada nota que cargue reemplaza la guardada de ese estudiante ({{count}} notas guardadas en este examen).',
    replacingGrades_other:
      'Reemplazo confirmado: cada nota que cargue reemplaza la guardada de ese estudiante ({{count}} notas guardadas en este examen).',
    storedGrade: 'Guardada: {{nota}}',
  },
  /** The confirmation before a replace: what is lost. */
  replace: {
    attendanceTitle: '¿Reemplazar las asistencias cargadas?',
    attendanceLost_one: 'Se perderá {{count}} asistencia guardada de {{materia}} para la clase del {{fecha}}.',
    attendanceLost_many: 'Se perderán las {{count}} asistencias guardadas de {{materia}} para la clase del {{fecha}}.',
    attendanceLost_other: 'Se perderán las {{count}} asistencias guardadas de {{materia}} para la clase del {{fecha}}.',
    attendanceAbsent_one:
      'Hoy figura {{count}} ausente. Después del reemplazo quedan ausentes solo los que marque en esta carga, y el resto presentes.',
    attendanceAbsent_many:
      'Hoy figuran {{count}} ausentes. Después del reemplazo quedan ausentes solo los que marque en esta carga, y el resto presentes.',
    attendanceAbsent_other:
      'Hoy figuran {{count}} ausentes. Después del reemplazo quedan ausentes solo los que marque en esta carga, y el resto presentes.',
    gradesTitle: '¿Reemplazar las notas cargadas?',
    gradesLost_one:
      'Hay {{count}} nota guardada de {{materia}} para el examen del {{fecha}}. Cada nota que cargue ahora reemplaza la guardada de ese estudiante, y la anterior se pierde.',
    gradesLost_many:
      'Hay {{count}} notas guardadas de {{materia}} para el examen del {{fecha}}. Cada nota que cargue ahora reemplaza la guardada de ese estudiante, y la anterior se pierde.',
    gradesLost_other:
      'Hay {{count}} notas guardadas de {{materia}} para el examen del {{fecha}}. Cada nota que cargue ahora reemplaza la guardada de ese estudiante, y la anterior se pierde.',
    gradesKept: 'Las notas que no vuelva a cargar quedan como están.',
    gradeTitle: '¿Reemplazar la nota de {{name}}?',
    gradeLost: 'Se perderá la nota guardada {{anterior}} y quedará {{nota}}.',
    confirmAttendance: 'Reemplazar asistencias',
    confirmGrades: 'Reemplazar notas',
    confirmGrade: 'Reemplazar la nota',
    cancel: 'Cancelar',
    close: 'Cerrar ventana',
  },
  actions: {
    back: 'Atrás',
    next: 'Siguiente',
    search: 'Buscar',
    finish: 'Finalizar',
  },
  students: {
    searchLabel: 'Buscar por DNI',
    searchPlaceholder: 'Número de documento',
    name: 'Nombre y Apellido',
    dni: 'DNI',
    absent: 'Ausente',
    absentFor: 'Ausente: {{name}}',
    none: 'Ningún estudiante coincide con la búsqueda.',
    count: '{{shown}} de {{total}} estudiantes',
    absentCount_one: '{{count}} ausente marcado',
    absentCount_many: '{{count}} ausentes marcados',
    absentCount_other: '{{count}} ausentes marcados',
    summary: '{{materia}} · {{fecha}}',
    noRecords: 'No hay asistencias cargadas para esta materia y fecha: al finalizar se registran como nuevas.',
    pagination: 'Páginas de estudiantes',
    submitError: 'No se pudieron registrar las asistencias.',
  },
  grades: {
    label: notaMsg.label,
    gradeFor: 'Nota de {{name}}',
    load: notaMsg.load,
    modify: notaMsg.modify,
    retry: notaMsg.retry,
    actionFor: '{{action}} la nota de {{name}}',
    saving: 'Guardando...',
    saved: 'Nota guardada',
    failed: 'No se pudo guardar la nota.',
    hint: 'De 0 a 10, con hasta dos decimales (7,5 o 7.5). Guarde cada nota con su botón.',
    pending_one: 'Hay {{count}} nota escrita sin guardar.',
    pending_many: 'Hay {{count}} notas escritas sin guardar.',
    pending_other: 'Hay {{count}} notas escritas sin guardar.',
    keepEditing: 'Seguir cargando',
    finishAnyway: 'Finalizar sin guardarlas',
    savedCount_one: 'Se guardó {{count}} nota.',
    savedCount_many: 'Se guardaron {{count}} notas.',
    savedCount_other: 'Se guardaron {{count}} notas.',
    doneTitle: 'Carga de notas terminada',
  },
  success: {
    message: asistenciaMsg.success,
    back: 'Volver',
    loadNew: 'Cargar Nuevo',
    continue: 'Continuar',
  },
};
