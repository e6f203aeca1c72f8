import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CompletionBar } from './CompletionBar';

describe('the completion bar', () => {
  it('shows the server’s completion rate', () => {
    renderWithProviders(<CompletionBar person={aUser({ completion_rate: 67 })} />);
    expect(screen.getByText('Profile 67% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.queryByText(/To complete/)).toBeNull();
  });

  it('names what is left to fill to those who may edit the profile', () => {
    const person = aUser({
      completion_rate: 83,
      pronouns: 'she/her',
      job_title: 'Developer',
      years_of_experience: 3,
      linkedin: 'https://www.linkedin.com/in/emma',
      mobile: null,
      languages: [{ code: 'en', level: 'native' }],
      diplomas: [{ school: 'Imperial', name: 'MSc', level: null, year: 2022 }],
      certificates: ['AWS'],
      technical_skills: ['React'],
      sectorial_skills: ['Retail'],
      job_profiles: ['Developer'],
      has_picture: false,
    });
    renderWithProviders(<CompletionBar person={person} showMissing />);
    expect(screen.getByText('To complete: Mobile phone, Profile photo')).toBeInTheDocument();
  });

  it('says when a profile is complete, and keeps the bar within 0–100', () => {
    renderWithProviders(<CompletionBar person={aUser({ completion_rate: 140 })} showMissing={false} />);
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
