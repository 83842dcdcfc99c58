import { NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@ingreso/shared';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '@/lib/i18n';

interface LanguageSelectProps {
  /** Show the "Idioma" label visibly (forms) or only to assistive tech (header). */
  visibleLabel?: boolean;
}

/**
 * Native <select>: keyboard and screen-reader friendly everywhere, no popover
 * code on the login page. Each option names its language in that language.
 */
export function LanguageSelect({ visibleLabel = false }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => i18n.language === l) ?? 'es';
  return (
    <NativeSelect
      size="xs"
      w={visibleLabel ? undefined : 120}
      label={t('common.language')}
      labelProps={visibleLabel ? undefined : { className: 'visually-hidden' }}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      value={current}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void setLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
