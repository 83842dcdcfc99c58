import { Alert, Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import { FACULTY_LINKS, FACULTY_NAME, PRIVACY_CONTACT_EMAIL, SYSTEM_NAME } from '@ingreso/shared';
import type { ReactNode } from 'react';
import { PublicPage } from '@/components/public-page';
import { usePageTitle } from '@/lib/page-title';
import { useTermsTranslation } from './i18n';

/** Bump when the text changes: users see when the terms they accepted were last revised. */
const LAST_UPDATED = '1 de marzo de 2026';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Box>
  );
}

/**
 * /terms: the terms and conditions of the admissions system, written against
 * Argentina's personal-data law (Ley 25.326). The text is legal content, so it
 * is kept in Spanish in every language; other languages get a notice.
 */
export function TermsPage() {
  const { t } = useTermsTranslation();
  usePageTitle(t('title'));
  const onlySpanish = t('onlySpanish');
  const mail = (
    <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`} inherit>
      {PRIVACY_CONTACT_EMAIL}
    </Anchor>
  );

  return (
    <PublicPage size="md">
      <div>
        <Title order={1}>Términos y condiciones de uso del {SYSTEM_NAME}</Title>
        <Text c="gray.7" size="sm" mt={4}>
          {FACULTY_NAME} · {t('updated')}: {LAST_UPDATED}
        </Text>
      </div>
      {onlySpanish && (
        <Alert color="blue" variant="light" lang={undefined}>
          {onlySpanish}
        </Alert>
      )}

      <Section title="1. Objeto">
        <Text>
          El {SYSTEM_NAME} (en adelante, «el Sistema») es la plataforma de la {FACULTY_NAME} (en adelante, «la Facultad») a través de la
          cual las personas aspirantes se registran, completan sus datos personales, presentan la documentación requerida y se inscriben en
          las carreras y cursos que la Facultad ofrece. Estos términos regulan el uso del Sistema y el tratamiento de los datos personales
          que en él se registran.
        </Text>
      </Section>

      <Section title="2. Aceptación">
        <Text>
          Al crear una cuenta y marcar la casilla de aceptación, la persona usuaria declara haber leído y aceptado estos términos y presta
          su consentimiento libre, expreso e informado para el tratamiento de sus datos personales en los términos de los artículos 5 y 6 de
          la Ley N.º 25.326 de Protección de los Datos Personales. Si no está de acuerdo, no debe registrarse ni utilizar el Sistema.
        </Text>
      </Section>

      <Section title="3. Cuenta de usuario">
        <List spacing="xs">
          <List.Item>
            La cuenta es personal e intransferible. Para activarla es necesario confirmar la dirección de correo electrónico mediante el
            enlace que el Sistema envía al registrarse.
          </List.Item>
          <List.Item>
            La persona usuaria es responsable de mantener la confidencialidad de su contraseña y de toda actividad realizada con su cuenta.
            Si sospecha un uso indebido, debe cambiar la contraseña y avisar a la Facultad.
          </List.Item>
          <List.Item>Por seguridad, la sesión se cierra automáticamente después de 30 minutos sin actividad.</List.Item>
        </List>
      </Section>

      <Section title="4. Veracidad de la información">
        <Text>
          Los datos y documentos que se cargan en el Sistema tienen carácter de declaración jurada. La Facultad podrá verificarlos y
          rechazar o dejar sin efecto una inscripción cuando la información o la documentación presentada sea falsa, incompleta o ilegible,
          informando el motivo a la persona interesada.
        </Text>
      </Section>

      <Section title="5. Datos que se recolectan">
        <List spacing="xs">
          <List.Item>Datos de la cuenta: nombre, correo electrónico y contraseña (almacenada cifrada).</List.Item>
          <List.Item>
            Datos de identificación y contacto: nombre y apellido, tipo y número de documento, CUIT/CUIL, fecha y lugar de nacimiento,
            nacionalidad, género, estado civil, domicilio, teléfono y correo electrónico.
          </List.Item>
          <List.Item>Datos académicos: estudios secundarios, otros estudios, idiomas y conocimientos informáticos.</List.Item>
          <List.Item>
            Situación laboral de la persona aspirante y nivel de estudios y ocupación de su madre, padre y cónyuge, con fines estadísticos y
            de planificación académica.
          </List.Item>
          <List.Item>
            Información sobre discapacidad y el Certificado Único de Discapacidad (CUD), solo si la persona decide informarla. Se trata de
            datos sensibles (art. 2 y 7 de la Ley 25.326): nadie está obligado a proporcionarlos y se usan exclusivamente para ofrecer los
            apoyos y ajustes razonables que correspondan.
          </List.Item>
          <List.Item>
            Copias digitales de documentos: DNI, constancia de CUIL, partida de nacimiento, certificado analítico y, cuando corresponda,
            certificado laboral y CUD.
          </List.Item>
        </List>
        <Text>
          Los datos marcados como obligatorios en los formularios son necesarios para tramitar el ingreso: si no se proporcionan, la
          inscripción no puede completarse (art. 6 de la Ley 25.326).
        </Text>
      </Section>

      <Section title="6. Finalidad del tratamiento">
        <Text>Los datos se tratan únicamente para:</Text>
        <List spacing="xs">
          <List.Item>gestionar el registro, el ingreso y la inscripción en carreras y cursos;</List.Item>
          <List.Item>verificar la identidad y la documentación presentada;</List.Item>
          <List.Item>registrar asistencias y calificaciones de los cursos de ingreso;</List.Item>
          <List.Item>
            enviar comunicaciones vinculadas con el trámite (activación de cuenta, recuperación de contraseña, estado de las inscripciones);
          </List.Item>
          <List.Item>elaborar estadísticas institucionales con datos disociados, que no permiten identificar a nadie.</List.Item>
        </List>
        <Text>Los datos no se utilizan con fines comerciales ni publicitarios.</Text>
      </Section>

      <Section title="7. Quién accede a los datos">
        <Text>
          Acceden a los datos solo el personal autorizado de la Facultad que interviene en el proceso de ingreso (áreas de Alumnos, Ingreso
          y Secretaría Académica) y el personal técnico que administra el Sistema, todos sujetos al deber de confidencialidad del artículo
          10 de la Ley 25.326. Los datos no se ceden a terceros, salvo obligación legal, requerimiento de autoridad judicial o
          administrativa competente, o con el consentimiento de la persona titular (art. 11).
        </Text>
      </Section>

      <Section title="8. Responsable, conservación y seguridad">
        <Text>
          La {FACULTY_NAME} es la responsable de la base de datos. Aplica medidas técnicas y organizativas para garantizar la seguridad y
          confidencialidad de la información (art. 9): conexiones cifradas, contraseñas almacenadas con algoritmos de resumen seguros,
          control de acceso por roles y registro de operaciones. Los datos se conservan mientras dure la relación académica y, luego,
          durante los plazos que exige la normativa universitaria y archivística aplicable.
        </Text>
      </Section>

      <Section title="9. Derechos de la persona titular">
        <Text>
          Toda persona puede solicitar el <strong>acceso</strong> a sus datos, su <strong>rectificación</strong>,{' '}
          <strong>actualización</strong> y, cuando corresponda, su <strong>supresión</strong> o confidencialidad (art. 14 a 16 de la Ley
          25.326). Los datos de contacto, la situación laboral y la documentación pueden actualizarse directamente desde la sección «Mi
          Perfil». Para los demás pedidos, escriba a {mail} desde la dirección registrada en su cuenta.
        </Text>
        <Text>
          La Facultad responderá los pedidos de acceso dentro de los diez (10) días corridos y los de rectificación, actualización o
          supresión dentro de los cinco (5) días hábiles de recibidos. La supresión no procede cuando pudiera causar perjuicios a derechos
          de terceros o cuando exista una obligación legal de conservar los datos.
        </Text>
        <Text size="sm" c="gray.7">
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos
          no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso
          3 de la Ley N.º 25.326. La Agencia de Acceso a la Información Pública, en su carácter de Órgano de Control de la Ley N.º 25.326,
          tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por
          incumplimiento de las normas vigentes en materia de protección de datos personales.
        </Text>
      </Section>

      <Section title="10. Almacenamiento en el navegador">
        <Text>
          El Sistema guarda en el almacenamiento local del navegador la sesión iniciada, el idioma elegido y el avance de los formularios en
          curso, para no perderlos al recargar la página. No se usan cookies de seguimiento ni herramientas publicitarias. Al cerrar la
          sesión se borran los datos de la sesión.
        </Text>
      </Section>

      <Section title="11. Uso aceptable">
        <Text>
          No está permitido acceder o intentar acceder a cuentas o datos de otras personas, cargar archivos con software malicioso o
          contenido ajeno al trámite, ni realizar acciones que afecten el funcionamiento del Sistema. La Facultad podrá suspender las
          cuentas que incumplan estas reglas.
        </Text>
      </Section>

      <Section title="12. Modificaciones">
        <Text>
          La Facultad podrá actualizar estos términos. La versión vigente se publica siempre en esta página con su fecha de última
          actualización; los cambios sustanciales sobre el tratamiento de datos se comunicarán por correo electrónico.
        </Text>
      </Section>

      <Section title="13. Contacto">
        <Text>
          Consultas sobre el ingreso:{' '}
          <Anchor href={FACULTY_LINKS.contact} target="_blank" rel="noopener noreferrer" inherit>
            página de contacto de la Facultad
          </Anchor>
          . Consultas y pedidos sobre datos personales: {mail}.
        </Text>
      </Section>
    </PublicPage>
  );
}
