/*
 * A quiz page's radio answers, kept as the learner gives them: { question: value } goes to
 * suspend_data with the last question answered as the location, and comes back when she resumes.
 * runtime is window.Scorm12 or window.Scorm2004; elements names its entry and location elements.
 */
window.quizAnswers = (form, questions, runtime, elements) => {
  function given() {
    var out = {};
    questions.forEach((q) => {
      var checked = form.querySelector(`input[name="${q}"]:checked`);
      if (checked) out[q] = checked.value;
    });
    return out;
  }
  return {
    given,
    /** Checks again the answers saved by a resumed attempt; true when they were read. */
    resume: () => {
      if (runtime.get(elements.entry) !== 'resume') return false;
      try {
        const saved = JSON.parse(runtime.get('cmi.suspend_data') || '{}');
        Object.keys(saved).forEach((q) => {
          var input = form.querySelector(`input[name="${q}"][value="${saved[q]}"]`);
          if (input) input.checked = true;
        });
        return true;
      } catch (_e) {
        /* unreadable suspend data: start again */
        return false;
      }
    },
    saveOnChange: () => {
      form.addEventListener('change', (event) => {
        runtime.set('cmi.suspend_data', JSON.stringify(given()));
        runtime.set(elements.location, event.target.name);
        runtime.commit();
      });
    },
  };
};
