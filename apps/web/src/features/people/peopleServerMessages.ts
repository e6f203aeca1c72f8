import { PEOPLE_MESSAGES, PICTURE_MAX_BYTES } from '@atrium/contract';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { translateServerMessage } from '../../i18n/serverMessage';

const MEGABYTES = PICTURE_MAX_BYTES / 1024 / 1024;

/** The people area's server messages (PEOPLE_MESSAGES) in the interface language. */
export const peopleServerMessages = {
  pictureTooLarge: defineMessage<{ max: number }>({
    id: 'people.server.pictureTooLarge',
    defaultMessage: 'The picture must be at most {max} MB',
  }),
  ...defineMessages({
    pictureSaved: { id: 'people.server.pictureSaved', defaultMessage: 'Your picture has been saved' },
    pictureDeleted: { id: 'people.server.pictureDeleted', defaultMessage: 'The picture has been deleted' },
    pictureMissing: { id: 'people.server.pictureMissing', defaultMessage: 'Please choose a picture' },
    pictureType: {
      id: 'people.server.pictureType',
      defaultMessage: 'The picture must be a JPEG, PNG or WebP image',
    },
    pictureUnreadable: {
      id: 'people.server.pictureUnreadable',
      defaultMessage: 'This image could not be read',
    },
  }),
} satisfies Record<keyof typeof PEOPLE_MESSAGES, unknown>;

type PeopleMessageKey = keyof typeof PEOPLE_MESSAGES;

/** One of PEOPLE_MESSAGES in the interface language. */
export function peopleMessage(intl: Pick<IntlShape, 'formatMessage'>, key: PeopleMessageKey): string {
  return intl.formatMessage(peopleServerMessages[key], { max: MEGABYTES });
}

/** A server `msg` in the interface language: the people area's own, then the platform's. */
export function translatePeopleMessage(intl: Pick<IntlShape, 'formatMessage'>, msg: string): string {
  const key = (Object.keys(PEOPLE_MESSAGES) as PeopleMessageKey[]).find(
    (name) => PEOPLE_MESSAGES[name] === msg,
  );
  return key ? peopleMessage(intl, key) : translateServerMessage(intl, msg);
}
