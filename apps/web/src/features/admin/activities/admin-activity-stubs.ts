import type { AdminActivity } from '@neurobridge/shared/api/admin-activities';

/** An activity as the admin list answers it (component tests). */
export function sampleAdminActivity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: 1,
    title: 'Como eles se sentem?',
    description: 'Reconhecer emoções em situações do dia a dia.',
    content: JSON.stringify({ type: 'emotion_recognition', emotions: ['happy', 'sad', 'angry', 'surprised'] }),
    category: 'social_skills',
    difficulty_level: 1,
    for_tea: 1,
    for_tdah: 0,
    tea_level: 1,
    tdah_level: null,
    min_age: 3,
    max_age: 8,
    activity_type: 'game',
    estimated_duration: 10,
    learning_objectives: null,
    is_premium: false,
    required_subscription_months: 0,
    unlock_description: null,
    is_active: true,
    is_standard: true,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
