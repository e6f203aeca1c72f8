/**
 * The demo firm's business units and lines. Skills, certificates and job profiles hang off a
 * line so generated profiles hang together (a data engineer knows SQL, not SAP FI).
 */

export type BusinessLine = {
  name: string;
  technicalSkills: readonly string[];
  certificates: readonly string[];
  jobProfiles: readonly string[];
};

export type BusinessUnit = { name: string; share: number; lines: readonly BusinessLine[] };

export const BUSINESS_UNITS: readonly BusinessUnit[] = [
  {
    name: 'Digital & Data',
    share: 28,
    lines: [
      {
        name: 'Data & AI',
        technicalSkills: [
          'Python',
          'SQL',
          'Power BI',
          'Tableau',
          'Data Science',
          'Machine Learning',
          'Spark',
          'Databricks',
          'Snowflake',
          'dbt',
          'Airflow',
          'Azure',
          'AWS',
          'Generative AI',
        ],
        certificates: [
          'Azure Data Engineer Associate',
          'Databricks Data Engineer Associate',
          'AWS Solutions Architect',
          'Google Cloud Professional Data Engineer',
        ],
        jobProfiles: ['Data Engineer', 'Data Scientist', 'Business Analyst', 'Architect'],
      },
      {
        name: 'Digital Experience',
        technicalSkills: [
          'TypeScript',
          'React',
          'Angular',
          'Node.js',
          'Figma',
          'UX Research',
          'Accessibility',
          'Design Systems',
          'Flutter',
          'Swift',
        ],
        certificates: ['PSPO I', 'PSM I', 'Google UX Design'],
        jobProfiles: ['Developer', 'UX Designer', 'Product Owner'],
      },
      {
        name: 'Product Management',
        technicalSkills: [
          'Agile',
          'Scrum',
          'Kanban',
          'Jira',
          'Product Discovery',
          'Figma',
          'SQL',
          'OKR',
          'Amplitude',
        ],
        certificates: ['PSPO I', 'PSM I', 'SAFe POPM', 'SAFe Agilist'],
        jobProfiles: ['Product Owner', 'Scrum Master', 'Business Analyst'],
      },
    ],
  },
  {
    name: 'Strategy',
    share: 14,
    lines: [
      {
        name: 'Corporate Strategy',
        technicalSkills: [
          'Financial modelling',
          'Excel',
          'Power BI',
          'Business case',
          'Market sizing',
          'Tableau',
        ],
        certificates: ['CFA Level I', 'PMP'],
        jobProfiles: ['Business Analyst', 'Project Manager'],
      },
      {
        name: 'Transformation',
        technicalSkills: ['Change management', 'Agile', 'SAFe', 'Lean', 'Jira', 'Power BI', 'Excel'],
        certificates: ['SAFe Agilist', 'PROSCI Change Practitioner', 'PMP', 'PRINCE2 Foundation'],
        jobProfiles: ['Project Manager', 'Change Manager', 'Scrum Master'],
      },
      {
        name: 'Innovation',
        technicalSkills: [
          'Design thinking',
          'Figma',
          'Generative AI',
          'Python',
          'Prototyping',
          'Lean startup',
        ],
        certificates: ['PSPO I', 'IDEO Design Thinking'],
        jobProfiles: ['Product Owner', 'Business Analyst', 'UX Designer'],
      },
    ],
  },
  {
    name: 'Technology',
    share: 30,
    lines: [
      {
        name: 'Software Engineering',
        technicalSkills: [
          'TypeScript',
          'React',
          'Java',
          'Spring',
          'Python',
          'Node.js',
          'Kubernetes',
          'Docker',
          'PostgreSQL',
          'CI/CD',
          '.NET',
          'Go',
          'Kafka',
          'Git',
        ],
        certificates: ['AWS Solutions Architect', 'CKA', 'Oracle Java SE Programmer', 'PSM I'],
        jobProfiles: ['Developer', 'Architect', 'Scrum Master'],
      },
      {
        name: 'Cloud & Infrastructure',
        technicalSkills: [
          'AWS',
          'Azure',
          'GCP',
          'Kubernetes',
          'Terraform',
          'Docker',
          'Linux',
          'Ansible',
          'ITIL',
          'Observability',
        ],
        certificates: [
          'AWS Solutions Architect',
          'AWS Cloud Practitioner',
          'Azure Fundamentals',
          'Azure Administrator',
          'CKA',
          'ITIL 4 Foundation',
          'HashiCorp Terraform Associate',
        ],
        jobProfiles: ['Architect', 'Developer', 'Project Manager'],
      },
      {
        name: 'Enterprise Architecture',
        technicalSkills: [
          'ArchiMate',
          'Microservices',
          'API management',
          'AWS',
          'Azure',
          'Kafka',
          'Java',
          'Data governance',
        ],
        certificates: ['TOGAF', 'AWS Solutions Architect', 'Azure Solutions Architect Expert'],
        jobProfiles: ['Architect', 'Project Manager'],
      },
      {
        name: 'ERP & CRM',
        technicalSkills: [
          'SAP',
          'SAP S/4HANA',
          'ABAP',
          'Salesforce',
          'ServiceNow',
          'Dynamics 365',
          'SQL',
          'Power Apps',
        ],
        certificates: [
          'SAP S/4HANA Finance',
          'Salesforce Administrator',
          'Salesforce Platform Developer I',
          'ServiceNow System Administrator',
        ],
        jobProfiles: ['Functional Consultant', 'Developer', 'Business Analyst', 'Project Manager'],
      },
    ],
  },
  {
    name: 'Risk & Compliance',
    share: 14,
    lines: [
      {
        name: 'Regulatory',
        technicalSkills: ['Excel', 'SQL', 'Power BI', 'SAS', 'VBA', 'Data quality'],
        certificates: ['AMF Certification', 'PRINCE2 Foundation', 'PMP'],
        jobProfiles: ['Business Analyst', 'Project Manager'],
      },
      {
        name: 'Cybersecurity',
        technicalSkills: [
          'ISO 27001',
          'IAM',
          'SIEM',
          'Penetration testing',
          'Cloud security',
          'Azure',
          'ITIL',
          'EBIOS RM',
        ],
        certificates: ['CISSP', 'ISO 27001 Lead Implementer', 'CompTIA Security+', 'CISM'],
        jobProfiles: ['Security Consultant', 'Architect', 'Project Manager'],
      },
      {
        name: 'Finance & Risk',
        technicalSkills: ['SAS', 'Python', 'R', 'SQL', 'Excel', 'VBA', 'Power BI', 'Moody’s RiskAuthority'],
        certificates: ['FRM', 'CFA Level I', 'PRM'],
        jobProfiles: ['Business Analyst', 'Data Scientist', 'Project Manager'],
      },
    ],
  },
  {
    name: 'Operations',
    share: 14,
    lines: [
      {
        name: 'Supply Chain',
        technicalSkills: ['SAP', 'Excel', 'Power BI', 'Lean', 'Python', 'Anaplan', 'Kinaxis'],
        certificates: ['APICS CSCP', 'Lean Six Sigma Green Belt'],
        jobProfiles: ['Business Analyst', 'Project Manager', 'Functional Consultant'],
      },
      {
        name: 'Procurement',
        technicalSkills: ['Coupa', 'SAP Ariba', 'Excel', 'Power BI', 'Lean'],
        certificates: ['CIPS Level 4', 'Lean Six Sigma Green Belt'],
        jobProfiles: ['Business Analyst', 'Project Manager'],
      },
      {
        name: 'Operational Excellence',
        technicalSkills: ['Lean', 'Six Sigma', 'Power BI', 'Process mining', 'Celonis', 'Excel', 'ITIL'],
        certificates: ['Lean Six Sigma Black Belt', 'Lean Six Sigma Green Belt', 'ITIL 4 Foundation'],
        jobProfiles: ['Project Manager', 'Business Analyst', 'Change Manager'],
      },
    ],
  },
];
