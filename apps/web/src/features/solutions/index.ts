export * from './PeoplePicker';
export * from './SolutionPage';
export * from './SolutionPicker';
export * from './SolutionsPage';
export * from './TopSolutionsPage';
export * from './FacetChips';
export * from './PersonName';
export * from './formIssues';
