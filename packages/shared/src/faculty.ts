/**
 * Who runs the portal and where its external links point. One place, so the auth
 * banner, the shell footer and later screens (the extension-site card, the
 * "no open instancias" link) never disagree. Replace these defaults with the
 * faculty's real addresses when deploying.
 */
export const FACULTY_NAME = 'Facultad Regional de Ingeniería';
export const SYSTEM_NAME = 'Sistema de Ingreso';

export const FACULTY_LINKS = {
  site: 'https://facultad.example.edu.ar/',
  careers: 'https://facultad.example.edu.ar/carreras',
  coursesGuide: 'https://facultad.example.edu.ar/guia-de-cursos',
  contact: 'https://facultad.example.edu.ar/contacto',
  /** Career type 5 (extension courses) links out here instead of listing instancias. */
  extension: 'https://extension.facultad.example.edu.ar/',
} as const;
export type FacultyLinkKey = keyof typeof FACULTY_LINKS;

/** Contact address for personal-data requests (Ley 25.326, shown on the terms page). */
export const PRIVACY_CONTACT_EMAIL = 'datospersonales@facultad.example.edu.ar';

export const DEVELOPER_CREDIT = {
  name: 'Área de Sistemas · Facultad Regional de Ingeniería',
  url: 'https://facultad.example.edu.ar/sistemas',
} as const;
