export * from './GroupPage';
export * from './GroupsPage';
