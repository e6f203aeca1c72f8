// @vitest-environment node
import { GROUP_MESSAGES, GROUP_RULE_MESSAGES, MESSAGES, type GroupRuleKey } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { mandatoryFieldsMessage } from '../../forms/mandatoryFieldsMessage';
import { followMessages, groupRuleMessage } from './groupsMessages';

const english: Record<string, string> = en;
const french: Record<string, string> = fr;

describe('group messages built from the contract', () => {
  it('has every group rule in both catalogues, in English exactly as the server says it', () => {
    for (const key of Object.keys(GROUP_RULE_MESSAGES) as GroupRuleKey[]) {
      const { id, defaultMessage } = groupRuleMessage(key);
      expect(english[String(id)], key).toBe(defaultMessage);
      expect(french[String(id)], key).toBeTruthy();
    }
  });

  it('has the answers to following and the mandatory-fields line', () => {
    expect(english[followMessages.followed.id]).toBe(GROUP_MESSAGES.followed);
    expect(english[followMessages.unfollowed.id]).toBe(GROUP_MESSAGES.unfollowed);
    expect(english[String(mandatoryFieldsMessage.id)]).toBe(MESSAGES.mandatoryFields);
  });
});
