import { AREA_MESSAGES } from '@atrium/contract';
import { learnContractTexts } from './contractTexts';

// Imported for its effect by the signed-in app: the texts of every area's checks that run in the
// browser become translatable; the sign-in page does not carry them.
learnContractTexts(AREA_MESSAGES);
