import { describe, expect, it } from 'vitest';
import { sharedAnswers, stateOf } from '@/testing/onboarding-harness.tsx';
import { backPath, branchSteps, nextPath, progressOf, stepAccess } from './wizard-steps.ts';
import { stepClients } from './clients.ts';
import { chooseWithOther } from './other-choice.ts';
import { isOverLimit, toggleLimited } from './qualities.ts';

describe('wizard order (docs/product.md#2-screens-and-routes tables)', () => {
  it('walks the mentee and mentor branches with their Back and Next targets', () => {
    expect(branchSteps('mentee').map((s) => s.path)).toEqual([
      '/welcome',
      '/bio-step',
      '/about-me',
      '/welcome-step',
      '/past-experience',
      '/timeline',
      '/sessions',
      '/qualities',
      '/reasons',
      '/welcome-aboard',
    ]);
    expect(branchSteps('coach')).toHaveLength(12);
    expect(nextPath('confirmRole', 'mentee')).toBe('/past-experience');
    expect(nextPath('confirmRole', 'coach')).toBe('/mentor-experience');
    expect(backPath('expertise', 'coach')).toBe('/welcome-step');
    expect(backPath('experience', 'mentee')).toBe('/welcome-step');
    expect(backPath('finish', 'coach')).toBe('/goals');
    expect(backPath('finish', 'mentee')).toBe('/reasons');
    expect(backPath('roleInfo', 'mentee')).toBeNull();
  });

  it('counts the steps of the role’s branch', () => {
    expect(progressOf('timeline', 'mentee')).toEqual({ current: 6, total: 10 });
    expect(progressOf('plans', 'coach')).toEqual({ current: 9, total: 12 });
    expect(progressOf('roleInfo', null)).toEqual({ current: 1, total: null });
  });
});

describe('stepAccess', () => {
  const mentee = stateOf('mentee', {
    ...sharedAnswers('mentee'),
    experience: { experience: 'seeking_promotion' },
  });

  it('opens the steps up to the first unsaved one, and earlier ones for Back', () => {
    expect(mentee.resumePath).toBe('/timeline');
    expect(stepAccess(mentee, '/timeline')).toEqual({ allowed: true });
    expect(stepAccess(mentee, '/bio-step')).toEqual({ allowed: true });
    expect(stepAccess(mentee, '/welcome')).toEqual({ allowed: true });
  });

  it('sends later steps and the other branch to where the user stopped', () => {
    expect(stepAccess(mentee, '/qualities')).toEqual({ allowed: false, redirect: '/timeline' });
    expect(stepAccess(mentee, '/planning')).toEqual({ allowed: false, redirect: '/timeline' });
    expect(stepAccess(mentee, '/welcome-aboard')).toEqual({
      allowed: false,
      redirect: '/timeline',
    });
  });

  it('allows only /welcome before a role', () => {
    const fresh = stateOf(null);
    expect(stepAccess(fresh, '/welcome')).toEqual({ allowed: true });
    expect(stepAccess(fresh, '/bio-step')).toEqual({ allowed: false, redirect: '/welcome' });
  });

  it('sends a finished mentee to the dashboard, but lets a declined mentor edit', () => {
    const done = { ...mentee, completed: true, resumePath: '/dashboard' };
    expect(stepAccess(done, '/timeline')).toEqual({ allowed: false, redirect: '/dashboard' });
    const declined = {
      ...stateOf('coach', sharedAnswers('coach')),
      completed: true,
      resumePath: '/dashboard_mentor',
      mentorStatus: 'declined' as const,
    };
    expect(stepAccess(declined, '/planning')).toEqual({ allowed: true });
    expect(stepAccess(declined, '/timeline')).toEqual({
      allowed: false,
      redirect: '/dashboard_mentor',
    });
  });
});

describe('step rules (docs/product.md#4-states-and-transitions, §5)', () => {
  it('keeps at most 5 skills and disables the rest, traits without limit', () => {
    let skills: string[] = [];
    for (const s of ['a', 'b', 'c', 'd', 'e', 'f']) skills = toggleLimited(skills, s);
    expect(skills).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(isOverLimit(skills, 'f')).toBe(true);
    expect(isOverLimit(skills, 'a')).toBe(false);
    expect(toggleLimited(skills, 'c')).toEqual(['a', 'b', 'd', 'e']);
    let traits: string[] = [];
    for (const s of ['1', '2', '3', '4', '5', '6', '7'])
      traits = toggleLimited(traits, s, Infinity);
    expect(traits).toHaveLength(7);
  });

  it('clears the specify text when anything but Other is chosen', () => {
    const typed = { choice: 'others', other: 'EMCC' };
    expect(chooseWithOther(typed, 'icf', 'others')).toEqual({ choice: 'icf', other: '' });
    expect(chooseWithOther(typed, 'others', 'others')).toEqual(typed);
  });

  it('counts clients down to 1 and up without limit', () => {
    expect(stepClients('1', -1)).toBe('1');
    expect(stepClients('2', -1)).toBe('1');
    expect(stepClients('999999', 1)).toBe('1000000');
    expect(stepClients('', 1)).toBe('2');
  });
});
