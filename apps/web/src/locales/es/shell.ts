/** The frame of the signed-in areas: header, menu, breadcrumbs, the Mi Perfil panel, footer. */
export const resource = {
  greeting: 'Hola',
  home: 'Inicio',
  breadcrumbs: 'Ruta de navegación',
  mainMenu: 'Menú principal',
  toggleMenu: 'Abrir o cerrar el menú',
  openProfile: 'Abrir el panel Mi Perfil',
  profilePanel: 'Mi Perfil',
  myProfile: 'Mi Perfil',
  logout: 'Salir',
  roleStudent: 'Estudiante',
  roleAdmin: 'Administrador',
  credit: 'Desarrollado por',
  menu: {
    carreras: 'Carreras',
    instancias: 'Instancias',
    inscripciones: 'Inscripciones',
    usuarios: 'Usuarios',
    dashboard: 'Tablero',
    carrerasAdmin: 'Carreras',
  },
};
