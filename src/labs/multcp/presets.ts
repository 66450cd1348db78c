import { CLOSED_FORM_PRESETS } from './closedFormPresets';
import { PACKET_PRESETS } from './packetPresets';
import type { MultcpPreset } from './presetParts';

export type { MultcpPreset } from './presetParts';

/** "Try this": paper 004's points and paper 000's comparison, each one URL. */
export const MULTCP_PRESETS: readonly MultcpPreset[] = [...CLOSED_FORM_PRESETS, ...PACKET_PRESETS];
