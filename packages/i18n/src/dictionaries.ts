import type { Locale } from '@skyparcel/domain/locale';
import arAE from '../locales/ar-AE.json' with { type: 'json' };
import enUS from '../locales/en-US.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import no from '../locales/no.json' with { type: 'json' };

/** A dictionary is nested objects of strings; keys read `feature.screen.thing`. */
export type Dictionary = { [key: string]: string | Dictionary };

export const DICTIONARIES: Record<Locale, Dictionary> = {
  'en-US': enUS,
  no,
  fr,
  'ar-AE': arAE,
};
