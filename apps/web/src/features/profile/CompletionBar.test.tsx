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

  it('names what the server says is left to fill, to those who may edit the profile', () => {
    const person = aUser({ completion_rate: 83, completion_missing: ['mobile', 'has_picture'] });
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
