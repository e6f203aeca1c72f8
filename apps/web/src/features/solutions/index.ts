export * from './SolutionPage';
export * from './SolutionsPage';
export * from './TopSolutionsPage';
