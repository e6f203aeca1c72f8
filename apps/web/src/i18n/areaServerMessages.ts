import { AREA_MESSAGES } from '@atrium/contract';
import { learnServerMessages } from './serverMessage';

// Imported for its effect by the signed-in app: every area's server messages become translatable.
learnServerMessages(AREA_MESSAGES);
