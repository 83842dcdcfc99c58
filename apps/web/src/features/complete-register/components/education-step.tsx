import { Stack } from '@mantine/core';
import type { FormCombos } from '../api/get-form-combos';
import { OtherStudiesSection } from './other-studies-section';
import { SecondarySchoolSection } from './secondary-school-section';
import { SkillsSection } from './skills-section';

/** Step 1, Educación: secondary school, other studies, languages and IT knowledge. */
export function EducationStep({ combos }: { combos: FormCombos }) {
  return (
    <Stack gap="lg">
      <SecondarySchoolSection combos={combos} />
      <OtherStudiesSection combos={combos} />
      <SkillsSection combos={combos} />
    </Stack>
  );
}
