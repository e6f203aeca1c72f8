export * from './Wall';
export * from './WallPostPage';
