import { defineMessage, defineMessages } from 'react-intl';

export const photoMessages = {
  rules: defineMessage<{ max: number }>({
    id: 'people.photo.rules',
    defaultMessage: 'A JPEG, PNG or WebP image of at most {max, number} MB. It is shown to every colleague.',
  }),
  ...defineMessages({
    choose: { id: 'people.photo.choose', defaultMessage: 'Choose a photo' },
    chooseAnother: { id: 'people.photo.chooseAnother', defaultMessage: 'Choose another photo' },
    upload: { id: 'people.photo.upload', defaultMessage: 'Save the photo' },
    remove: { id: 'people.photo.remove', defaultMessage: 'Delete the photo' },
    preview: { id: 'people.photo.preview', defaultMessage: 'Preview of the new photo' },
    confirmTitle: { id: 'people.photo.confirmTitle', defaultMessage: 'Delete the profile photo?' },
    confirmBody: {
      id: 'people.photo.confirmBody',
      defaultMessage: 'Colleagues will see initials instead. You can upload a photo again at any time.',
    },
  }),
};
