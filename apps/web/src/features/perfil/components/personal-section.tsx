import { formatCuit, type PersonaResponse } from '@ingreso/shared';
import { Divider } from '@mantine/core';
import { useFormatDate } from '@/lib/format-date';
import { useProfileTexts } from '../texts';
import { ContactForm } from './contact-form';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

/** Personal data, read-only (staff correct it), and the contact data the applicant may edit. */
export function PersonalSection({ persona, userId }: { persona: PersonaResponse; userId: number }) {
  const texts = useProfileTexts();
  const formatDate = useFormatDate();
  const t = texts.personal;
  const address = [
    persona.direccion,
    persona.piso ? t.floor(String(persona.piso)) : null,
    persona.departamento ? t.flat(persona.departamento) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <ProfileSection id="datos-personales" title={texts.sections.personal}>
      <DetailList
        items={[
          { label: t.documento, value: texts.document(persona.tipo_documento, persona.numero_documento) },
          { label: t.cuit, value: formatCuit(persona.cuit) },
          { label: t.fechaNacimiento, value: formatDate(persona.fecha_nacimiento) },
          { label: t.lugarNacimiento, value: persona.lugar_nacimiento },
          { label: t.direccion, value: address, wide: true },
          { label: t.localidad, value: persona.localidad },
          { label: t.provincia, value: persona.provincia },
        ]}
      />
      <Divider />
      <ContactForm persona={persona} userId={userId} />
    </ProfileSection>
  );
}
