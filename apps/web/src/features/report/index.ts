export * from './ReportIssueDialog';
