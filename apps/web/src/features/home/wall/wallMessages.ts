import { defineMessage, defineMessages } from 'react-intl';

export const wallMessages = {
  newPosts: defineMessage<{ count: number }>({
    id: 'wall.newPosts',
    defaultMessage: '{count, plural, one {# new post} other {# new posts}}',
  }),
  likes: defineMessage<{ count: number }>({
    id: 'wall.likes',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
  }),
  comments: defineMessage<{ count: number }>({
    id: 'wall.comments',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
  }),
  charactersLeft: defineMessage<{ count: number }>({
    id: 'wall.charactersLeft',
    defaultMessage: '{count, number} characters left',
  }),
  pictureAlt: defineMessage<{ index: number; count: number }>({
    id: 'wall.pictureAlt',
    defaultMessage: 'Picture {index, number} of {count, number}',
  }),
  removePicture: defineMessage<{ index: number }>({
    id: 'wall.removePicture',
    defaultMessage: 'Remove picture {index, number}',
  }),
  postActions: defineMessage<{ name: string }>({
    id: 'wall.postActions',
    defaultMessage: 'More actions on the post of {name}',
  }),
  hiddenBy: defineMessage<{ name: string; reason: string }>({
    id: 'wall.hiddenBy',
    defaultMessage: 'Hidden by {name}: {reason}',
  }),
  reportCount: defineMessage<{ count: number }>({
    id: 'wall.reportCount',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
  }),
  mentioned: defineMessage<{ names: string }>({
    id: 'wall.mentioned',
    defaultMessage: 'With {names}',
  }),
  newcomerArrived: defineMessage<{ name: string }>({
    id: 'wall.firm.newcomerArrived',
    defaultMessage: 'Welcome aboard, {name}! A new colleague joins the firm today.',
  }),
  credentialWon: defineMessage<{ name: string }>({
    id: 'wall.firm.credentialWon',
    defaultMessage: 'A new credential is won: {name}. Congratulations to the team!',
  }),
  guildCreated: defineMessage<{ name: string }>({
    id: 'wall.firm.guildCreated',
    defaultMessage: 'A new guild is born: {name}. Come and join it!',
  }),
  solutionTop: defineMessage<{ name: string }>({
    id: 'wall.firm.solutionTop',
    defaultMessage: '{name} is now one of our Top Solutions.',
  }),
  ...defineMessages({
    title: { id: 'wall.title', defaultMessage: 'Social wall' },
    firm: { id: 'wall.firm', defaultMessage: 'Atrium' },
    composerLabel: { id: 'wall.composer.label', defaultMessage: 'Share something with your colleagues' },
    mention: { id: 'wall.composer.mention', defaultMessage: 'Mention colleagues' },
    addPictures: { id: 'wall.composer.addPictures', defaultMessage: 'Add pictures' },
    picturesHint: { id: 'wall.composer.picturesHint', defaultMessage: 'Up to 4 pictures: JPEG, PNG or WebP' },
    publish: { id: 'wall.composer.publish', defaultMessage: 'Post' },
    publishing: { id: 'wall.composer.publishing', defaultMessage: 'Posting…' },
    empty: { id: 'wall.empty', defaultMessage: 'Nothing on the wall yet: be the first to post!' },
    emptyReported: { id: 'wall.emptyReported', defaultMessage: 'No reported post' },
    more: { id: 'wall.more', defaultMessage: 'Show older posts' },
    loadingMore: { id: 'wall.loadingMore', defaultMessage: 'Loading older posts…' },
    end: { id: 'wall.end', defaultMessage: 'You have seen every post' },
    reportedOnly: { id: 'wall.reportedOnly', defaultMessage: 'Reported posts only' },
    like: { id: 'wall.like', defaultMessage: 'Like' },
    edited: { id: 'wall.edited', defaultMessage: 'edited' },
    hiddenLabel: { id: 'wall.hidden', defaultMessage: 'Hidden' },
    openLink: { id: 'wall.firm.open', defaultMessage: 'See the page' },
    edit: { id: 'wall.edit', defaultMessage: 'Edit' },
    delete: { id: 'wall.delete', defaultMessage: 'Delete' },
    report: { id: 'wall.report', defaultMessage: 'Report' },
    hide: { id: 'wall.hide', defaultMessage: 'Hide' },
    editPost: { id: 'wall.editPost', defaultMessage: 'Edit the post' },
    deletePostTitle: { id: 'wall.deletePost.title', defaultMessage: 'Delete this post?' },
    deletePostBody: {
      id: 'wall.deletePost.body',
      defaultMessage: 'The post, its pictures, likes and comments are deleted for good.',
    },
    reportTitle: { id: 'wall.report.title', defaultMessage: 'Report this post' },
    hideTitle: { id: 'wall.hide.title', defaultMessage: 'Hide this post' },
    reason: { id: 'wall.reason', defaultMessage: 'Why?' },
    save: { id: 'wall.save', defaultMessage: 'Save' },
    cancel: { id: 'wall.cancel', defaultMessage: 'Cancel' },
    commentLabel: { id: 'wall.comment.label', defaultMessage: 'Write a comment' },
    comment: { id: 'wall.comment.send', defaultMessage: 'Comment' },
    allComments: { id: 'wall.comment.all', defaultMessage: 'Show every comment' },
    editComment: { id: 'wall.comment.edit', defaultMessage: 'Edit the comment' },
    deleteComment: { id: 'wall.comment.delete', defaultMessage: 'Delete the comment' },
    deleteCommentTitle: { id: 'wall.comment.deleteTitle', defaultMessage: 'Delete this comment?' },
    deleteCommentBody: { id: 'wall.comment.deleteBody', defaultMessage: 'The comment is deleted for good.' },
    postUnavailable: {
      id: 'wall.postUnavailable',
      defaultMessage: 'This post does not exist, or is no longer on the wall',
    },
    backToWall: { id: 'wall.back', defaultMessage: 'Back to the wall' },
  }),
};
