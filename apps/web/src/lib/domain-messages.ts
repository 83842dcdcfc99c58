import { addSpanish, type FeatureNamespace } from './i18n';
import { messageResource } from './message-resource';
import { addSeedMessages } from './seed-messages';

/**
 * Registers domain messages of packages/shared (`{ persona: { nombreRequired: personaMsg.nombreRequired } }`)
 * in the `messages` namespace, so that the zod and server messages a feature shows in Spanish are
 * shown in the chosen language (translateSeedText). Called by the features that show them, with
 * their own code: the first page carries none of the domains' modules (decision 93).
 */
export function addSpanishMessages(sources: Record<string, object>): void {
  for (const [domain, source] of Object.entries(sources)) addSeedMessages(source, `messages:${domain}`);
  addSpanish('messages' as FeatureNamespace, messageResource(sources) as never);
}
