/** Files whose name contains 'exercise' are exercise material; the rest reading material (student spec §3). */
export const isExercise = (name: string): boolean => name.toLowerCase().includes('exercise');
